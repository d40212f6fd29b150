import fc from 'fast-check';
import sdk from 'sharetribe-flex-sdk';
import transitJs from 'transit-js';
import { describe, expect, it } from 'vitest';
import { decodeTransit, encodeJson, encodeTransit } from './wire-codec.ts';
import { WireDecimal, WireKeyword, WireLatLng, WireMoney, WireUuid, type WireValue } from './wire-values.ts';

const { types, transit } = sdk;
const id = '5e1f2086-9f7a-4c4b-8d8f-0c1d2e3f4a5b';

describe('wire codec', () => {
  const payload = {
    data: {
      id: new WireUuid(id),
      type: 'listing',
      attributes: {
        title: 'Yoga class',
        price: new WireMoney(12000, 'USD'),
        geolocation: new WireLatLng(60.16, 24.93),
        createdAt: new Date('2026-01-01T00:00:00.000Z'),
        quantity: new WireDecimal('2.5'),
        permission: new WireKeyword('permission/allow'),
        publicData: { nested: { a: [1, 'x'] }, missing: undefined },
      },
    },
  };

  it.each([false, true])('writes transit the official SDK reads (verbose=%s)', (verbose) => {
    const decoded = transit.read(encodeTransit(payload, verbose)) as {
      data: { id: { uuid: string }; attributes: Record<string, unknown> };
    };
    expect(decoded.data.id).toBeInstanceOf(types.UUID);
    expect(decoded.data.id.uuid).toBe(id);
    const attrs = decoded.data.attributes;
    expect(attrs.price).toEqual(new types.Money(12000, 'USD'));
    expect(attrs.geolocation).toEqual(new types.LatLng(60.16, 24.93));
    expect(attrs.createdAt).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(attrs.quantity).toEqual(new types.BigDecimal('2.5'));
    expect(attrs.permission).toBe('permission/allow');
    expect(attrs.publicData).toEqual({ nested: { a: [1, 'x'] } });
  });

  it('reads compact transit written by the official SDK', () => {
    const text = transit.write({
      listingId: new types.UUID(id),
      price: new types.Money(5000, 'EUR'),
      geolocation: new types.LatLng(1, 2),
      bookingStart: new Date('2026-03-01T10:00:00.000Z'),
      quantity: new types.BigDecimal('2'),
      lineItems: [
        { code: 'line-item/day', unitPrice: new types.Money(5000, 'EUR') },
        { code: 'line-item/fee', unitPrice: new types.Money(100, 'EUR') },
      ],
      transition: 'transition/request-payment',
    });
    expect(decodeTransit(text)).toEqual({
      listingId: id,
      price: { amount: 5000, currency: 'EUR' },
      geolocation: { lat: 1, lng: 2 },
      bookingStart: new Date('2026-03-01T10:00:00.000Z'),
      quantity: '2',
      lineItems: [
        { code: 'line-item/day', unitPrice: { amount: 5000, currency: 'EUR' } },
        { code: 'line-item/fee', unitPrice: { amount: 100, currency: 'EUR' } },
      ],
      transition: 'transition/request-payment',
    });
  });

  it('does not let a __proto__ key reach the prototype', () => {
    const decoded = decodeTransit('["^ ","~:__proto__",["^ ","~:polluted",true]]') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(decoded)).toEqual(['__proto__']);
  });

  it('rejects malformed transit', () => {
    expect(() => decodeTransit('["^ ",')).toThrow();
  });

  it('writes plain JSON', () => {
    expect(JSON.parse(encodeJson(payload))).toEqual({
      data: {
        id,
        type: 'listing',
        attributes: {
          title: 'Yoga class',
          price: { amount: 12000, currency: 'USD' },
          geolocation: { lat: 60.16, lng: 24.93 },
          createdAt: '2026-01-01T00:00:00.000Z',
          quantity: '2.5',
          permission: 'permission/allow',
          publicData: { nested: { a: [1, 'x'] } },
        },
      },
    });
  });

  describe('compact transit is what transit-js writes', () => {
    // The reference: transit-js's own writer with handlers for the wire values.
    const reference = transitJs.writer('json', {
      handlers: transitJs.map([
        WireUuid,
        transitJs.makeWriteHandler({
          tag: () => 'u',
          rep: (v: WireUuid) => v.uuid,
          stringRep: (v: WireUuid) => v.uuid,
        }),
        WireMoney,
        transitJs.makeWriteHandler({ tag: () => 'mn', rep: (v: WireMoney) => [v.amount, v.currency] }),
        WireLatLng,
        transitJs.makeWriteHandler({ tag: () => 'geo', rep: (v: WireLatLng) => [v.lat, v.lng] }),
        WireDecimal,
        transitJs.makeWriteHandler({
          tag: () => 'f',
          rep: (v: WireDecimal) => v.value,
          stringRep: (v: WireDecimal) => v.value,
        }),
      ]),
    });
    const treeOf = (value: WireValue): unknown => {
      if (value === null || value === undefined) return null;
      if (Array.isArray(value)) return value.map(treeOf);
      if (value instanceof WireKeyword) return transitJs.keyword(value.name);
      const isPlain =
        typeof value === 'object' && [null, Object.prototype].includes(Object.getPrototypeOf(value));
      if (!isPlain) return value;
      const entries: unknown[] = [];
      for (const [key, entry] of Object.entries(value)) {
        if (entry !== undefined) entries.push(transitJs.keyword(key), treeOf(entry));
      }
      return transitJs.map(entries);
    };

    // Strings that look like escapes, cache codes and tags; keys long and short, repeated and new.
    const text = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('~', '^', '`', '~:a', '^ ', '~#mn', '^0', 'type', 'id', 'attributes'),
    );
    const key = fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.constantFrom('id', 'type', 'seats'));
    const scalar: fc.Arbitrary<WireValue> = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }),
      fc.uuid().map((uuid) => new WireUuid(uuid)),
      fc.tuple(fc.integer(), fc.constantFrom('USD', 'EUR')).map(([a, c]) => new WireMoney(a, c)),
      fc.tuple(fc.double({ noNaN: true }), fc.double({ noNaN: true })).map(([a, b]) => new WireLatLng(a, b)),
      fc.constantFrom('1.5', '-2').map((v) => new WireDecimal(v)),
      fc.constantFrom('day', 'time-slot/time', 'a', 'permission/allow').map((k) => new WireKeyword(k)),
    );
    const { tree } = fc.letrec<{ tree: WireValue; node: WireValue }>((tie) => ({
      tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('node')),
      node: fc.oneof(
        fc.array(tie('tree'), { maxLength: 5 }),
        // At most 8 keys: transit-js keeps the order of such maps only (larger ones it hashes).
        fc.dictionary(key, tie('tree'), { maxKeys: 8 }) as fc.Arbitrary<WireValue>,
      ),
    }));

    it('writes the same text for any document', () => {
      fc.assert(
        fc.property(fc.dictionary(key, tree, { maxKeys: 8 }), (document) => {
          expect(encodeTransit(document)).toBe(reference.write(treeOf(document)));
        }),
        { numRuns: 400 },
      );
    });

    it('quotes a value that is not a map or an array', () => {
      fc.assert(
        fc.property(scalar, (value) => {
          expect(encodeTransit(value)).toBe(reference.write(treeOf(value)));
        }),
      );
    });

    it('starts the cache over at the write after the 1,936th code, a key seen before included', () => {
      // Each map adds one new key: the cache runs full on a new key, and the next write is `id`,
      // which has had its code since the first map.
      const data = Array.from({ length: 1940 }, (_, i) => ({ id: i, [`k${i}`]: i }));
      const written = encodeTransit({ data });
      expect(written).toBe(reference.write(treeOf({ data })));
      expect(written.split('"~:id"')).toHaveLength(3);
    });

    it('starts the cache over when 1,936 codes are taken, as readers expect', () => {
      // 400 resources with 8 keys each, five of them new every time: over 2,000 cached strings.
      const data = Array.from({ length: 400 }, (_, i) => ({
        id: new WireUuid(id),
        type: 'timeSlot',
        [`a${i}`]: i,
        [`b${i}`]: new WireKeyword(`kind${i % 7}`),
        [`c${i}`]: new WireMoney(i, 'USD'),
        [`d${i}`]: [`~x${i}`, `^${i}`],
        [`e${i}`]: { seats: i, start: new Date(i) },
        attributes: null,
      }));
      const written = encodeTransit({ data });
      expect(written).toBe(reference.write(treeOf({ data })));
      // The cache ran full and started over: the first key is written in full a second time.
      expect(written.split('"~:id"')).toHaveLength(3);
      expect(transit.read(written)).toEqual(transit.read(reference.write(treeOf({ data }))));
    });
  });
});
