import fc from 'fast-check';

/** Keys that reach `Object.prototype` when code assigns them carelessly. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
];

/** Content types a client may send, sensible or not. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/JSON',
  'application/transit+json',
  'application/transit+msgpack',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zzz',
  'text/plain',
  'application/xml',
  'text/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
  'garbage',
  ';;;',
];

/** Accept headers, sensible or not (missing is represented by ''). */
export const ACCEPTS = [
  'application/json',
  'application/transit+json',
  'application/transit+json, application/json',
  '*/*',
  'text/html',
  'garbage/<>',
  '',
];

/** `[` × depth then `]` × depth: nested arrays in JSON and Transit alike. */
export const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `{"a":{"a":…1}}` nested depth times. */
export const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** Transit maps (`["^ ","~:a",…]`) nested depth times. */
export const deepTransitMaps = (depth: number) => `${'["^ ","~:a",'.repeat(depth)}1${']'.repeat(depth)}`;

/** Bytes that are not UTF-8: a lone continuation byte, an overlong start, a truncated sequence. */
export const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, 0xc0, 0xaf]);

/** Broken or hostile Transit documents. */
export const MALFORMED_TRANSIT = [
  '["^ ","~:email"',
  '["^ ","~:email","a","~:password"]',
  '["~#nope",1]',
  '["^ ","^0","x"]',
  '["~#mn",[1]]',
  '["~#geo","x"]',
  '["~#list",{"a":1}]',
  '{"~#set":[1,2]}',
  '["^ ","~:a","~t2026-13-45T99:99:99Z"]',
  '["^ ","~:a","~i123456789012345678901234567890"]',
  '["^ ","~:a","~f1e99999"]',
  '["^ ","~:a","~unot-a-uuid"]',
  '["^ ","~:a","~m99999999999999999999999"]',
  '["^ ","~:__proto__",["^ ","~:polluted",true]]',
  '["^ ","~:constructor",["^ ","~:prototype",["^ ","~:polluted",true]]]',
  '["~#cmap",[["^ ","~:a",1],2]]',
  '["^ ","~:",1]',
  '["^ ",null,1]',
  '["^ ",["^ "],1]',
  '[["^ ","~:a",1],"^1"]',
  '"~#tag"',
  '~',
];

/** Broken or hostile JSON documents. */
export const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"a":}',
  '[1,]',
  'nul',
  '"unterminated',
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  '{"a":1e999}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'null',
  '[]',
  '"a string"',
  '12',
  'true',
];

/** A value of any JSON type, including ones a schema does not expect. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(5000),
    '0',
    '-1',
    '1e309',
    'true',
    'null',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', 'b', ...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** Sets an own key on a copy of an object (even `__proto__`, which `obj[key] =` would not create). */
export function withOwnKey(
  body: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  const define = (k: string, v: unknown) =>
    Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
  for (const [k, v] of Object.entries(body)) if (k !== key) define(k, v);
  define(key, value);
  return copy;
}

function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (k !== key) copy[k] = v;
  return copy;
}

type Mutation = (body: Record<string, unknown>) => Record<string, unknown>;

/** One change to a valid body: a key dropped, retyped, added, or a prototype key slipped in. */
export function mutationOf(keys: string[]): fc.Arbitrary<Mutation> {
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    key.map(
      (k): Mutation =>
        (b) =>
          without(b, k),
    ),
    fc.tuple(key, anyValue).map(
      ([k, v]): Mutation =>
        (b) =>
          withOwnKey(b, k, v),
    ),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), anyValue).map(
      ([k, v]): Mutation =>
        (b) =>
          withOwnKey(b, k, v),
    ),
    fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), anyValue).map(
      ([k, v]): Mutation =>
        (b) =>
          withOwnKey(b, k, v),
    ),
    fc.tuple(key, fc.constantFrom(...PROTOTYPE_KEYS), anyValue).map(
      ([k, p, v]): Mutation =>
        (b) =>
          withOwnKey(b, k, withOwnKey({}, p, v)),
    ),
  );
}

/** One to three mutations of a valid body. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(mutationOf(Object.keys(valid)), { minLength: 1, maxLength: 3 })
    .map((mutations) => mutations.reduce((body, mutate) => mutate(body), valid));
}

/** Query parameters: the common ones with wrong values, unknown and prototype keys, bad escapes. */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'include',
          'expand',
          'fields.user',
          'limit.images',
          'imageVariant.square',
          'id',
          'to',
          'page',
        ),
        fc.constantFrom(...PROTOTYPE_KEYS, '__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b]'),
        fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent),
      ),
      fc.oneof(
        fc.constantFrom(
          'nope',
          'maybe',
          'true',
          'false',
          '',
          '1',
          '-1',
          'profileImage,nope',
          '%C3%28',
          '%FF',
          '%',
          '%E2%82',
        ),
        fc.constantFrom('x'.repeat(3000), '00000000-0000-4000-8000-000000000000', 'w:1;h:1;fit:crop'),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** Values of a path parameter: ids that exist or not, escapes, traversal, very long ones. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '00000000-0000-4000-8000-000000000000',
    'x',
    '%00',
    '%FF',
    '..',
    '%2e%2e',
    '%2F',
    '__proto__',
    'constructor',
    'a'.repeat(150),
    '%F0%9F%98%80',
    'w750-h750-scale-0000000000000000',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** The rest of a wildcard path. */
export const wildcardPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'mercato/config.json',
    '../../etc/passwd',
    '__proto__',
    'a/b/c/d',
    '%2F%2F',
    'x'.repeat(400),
  ),
  fc.array(pathParam, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
);
