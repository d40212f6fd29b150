import sdk from 'sharetribe-flex-sdk';
import { describe, expect, it } from 'vitest';
import { decodeTransit, encodeJson, encodeTransit } from './wire-codec.ts';
import { WireDecimal, WireKeyword, WireLatLng, WireMoney, WireUuid } from './wire-values.ts';

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
});
