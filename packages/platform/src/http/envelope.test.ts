import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySparseFields, envelope, type Resource, refOf } from './envelope.ts';
import { WireUuid, type WireValue } from './wire-values.ts';

/**
 * The sparse-fieldset rule written the plain way, path by path, as the model the envelope's
 * compiled version must agree with: a path keeps that attribute, a dotted path keeps that much of a
 * nested object (only of objects), an empty name ends a path.
 */
function modelPick(attributes: Record<string, WireValue>, paths: string[]): Record<string, WireValue> {
  const out: Record<string, WireValue> = {};
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!head || !(head in attributes)) continue;
    const value = attributes[head];
    if (rest.length === 0) {
      out[head] = value;
    } else if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      const inner = modelPick(value as Record<string, WireValue>, [rest.join('.')]);
      const existing = out[head];
      out[head] = { ...(existing && typeof existing === 'object' ? (existing as object) : {}), ...inner };
    }
  }
  return out;
}

const NAMES = ['title', 'price', 'publicData', 'profile', 'a', 'b', ''];
const leaf = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.integer(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }),
);
const { value: attributesArb } = fc.letrec<{ value: Record<string, WireValue>; node: WireValue }>((tie) => ({
  value: fc.dictionary(fc.constantFrom(...NAMES.filter(Boolean)), tie('node'), { maxKeys: 4 }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(leaf, { maxLength: 2 }),
    tie('value'),
  ) as fc.Arbitrary<WireValue>,
}));
const pathArb = fc
  .array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 })
  .map((names) => names.join('.'));

const resourceOf = (attributes: Record<string, WireValue>, type = 'listing'): Resource => ({
  id: new WireUuid('6a4c1b9e-0f54-4b7e-9d1a-2f3c4d5e6f70'),
  type,
  attributes,
});

describe('sparse fieldsets', () => {
  it('keep what the path-by-path rule keeps, for any attributes and paths', () => {
    fc.assert(
      fc.property(attributesArb, fc.array(pathArb, { maxLength: 5 }), (attributes, paths) => {
        const fields = new Map([['listing', paths]]);
        expect(applySparseFields(resourceOf(attributes), fields).attributes).toEqual(
          modelPick(attributes, paths),
        );
        const doc = envelope(
          [resourceOf(attributes)],
          [resourceOf(attributes, 'user')],
          {},
          fields,
        ) as unknown as {
          data: Resource[];
          included: Resource[];
        };
        expect(doc.data[0]!.attributes).toEqual(modelPick(attributes, paths));
        expect(doc.included[0]!.attributes).toBe(attributes);
      }),
    );
  });

  it('keep a whole attribute asked for both whole and in part, in either order', () => {
    const attributes = { profile: { displayName: 'Ada', bio: 'Hi' }, title: 'Kayak' };
    for (const paths of [
      ['profile.displayName', 'profile'],
      ['profile', 'profile.displayName'],
    ]) {
      expect(applySparseFields(resourceOf(attributes), new Map([['listing', paths]])).attributes).toEqual({
        profile: { displayName: 'Ada', bio: 'Hi' },
      });
    }
    expect(
      applySparseFields(resourceOf(attributes), new Map([['listing', ['profile.displayName', 'title']]]))
        .attributes,
    ).toEqual({ profile: { displayName: 'Ada' }, title: 'Kayak' });
  });
});

describe('relationships', () => {
  const ref = (type: string, id: string) => refOf(type, id);
  const ids = {
    message: '00000000-0000-4000-8000-000000000001',
    sender: '00000000-0000-4000-8000-000000000002',
    tx: '00000000-0000-4000-8000-000000000003',
    image: '00000000-0000-4000-8000-000000000004',
    other: '00000000-0000-4000-8000-000000000005',
  };
  const resource = (type: string, id: string, relationships?: Resource['relationships']): Resource => ({
    id: new WireUuid(id),
    type,
    attributes: {},
    ...(relationships ? { relationships } : {}),
  });
  const body = (value: unknown) => value as { data: Resource & Resource[]; included: Resource[] };

  it('never point outside the document: only references to data and included stay', () => {
    const message = resource('message', ids.message, {
      sender: { data: ref('user', ids.sender) },
      transaction: { data: ref('transaction', ids.tx) },
    });
    const out = body(envelope([message], [resource('user', ids.sender)]));
    expect(Object.keys(out.data[0]?.relationships ?? {})).toEqual(['sender']);
  });

  it('keep a to-one asked for without a target, and the present part of a to-many', () => {
    const listing = resource('listing', ids.message, {
      author: { data: null },
      images: { data: [ref('image', ids.image), ref('image', ids.other)] },
      currentStock: { data: ref('stock', ids.other) },
    });
    const out = body(envelope(listing, [resource('image', ids.image)]));
    expect(out.data.relationships).toEqual({
      author: { data: null },
      images: { data: [ref('image', ids.image)] },
    });
  });

  it('leave out relationships whose every target is absent, and the key when none is left', () => {
    const listing = resource('listing', ids.message, { images: { data: [ref('image', ids.image)] } });
    expect(body(envelope(listing)).data).not.toHaveProperty('relationships');
    // Included resources are held to the same rule.
    const image = resource('image', ids.image);
    const user = resource('user', ids.sender, { profileImage: { data: ref('image', ids.image) } });
    expect(body(envelope(listing, [user, image])).included[0]?.relationships).toEqual({
      profileImage: { data: ref('image', ids.image) },
    });
  });

  it('never link an included resource back to the primary data: a cycle the Web Template cannot follow', () => {
    const tx = resource('transaction', ids.tx, { booking: { data: ref('booking', ids.other) } });
    const booking = resource('booking', ids.other, { transaction: { data: ref('transaction', ids.tx) } });
    const out = body(envelope(tx, [booking]));
    expect(out.data.relationships).toEqual({ booking: { data: ref('booking', ids.other) } });
    expect(out.included[0]).not.toHaveProperty('relationships');
  });
});
