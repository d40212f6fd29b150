import fc from 'fast-check';
import type { RequestSpec } from './actors.ts';
import {
  ACCEPTS,
  CONTENT_TYPES,
  deepArrays,
  deepObjects,
  deepTransitMaps,
  INVALID_UTF8,
  MALFORMED_JSON,
  MALFORMED_TRANSIT,
  mutatedBody,
  PROTOTYPE_KEYS,
  pathParam,
  queryString,
  wildcardPath,
  withOwnKey,
} from './fuzz-payloads.ts';
import type { RegisteredRoute } from './route-table.ts';
import { type BodyEncoding, encodeBody } from './wire.ts';

/** Who sends a fuzz case: nobody, an anonymous token, the fuzz user, or a mangled header. */
export type FuzzCaller = 'none' | 'anonymous' | 'user' | 'garbage';

/** One request of the fuzz suite, described so that a failure can be replayed by hand. */
export interface FuzzCase {
  label: string;
  caller: FuzzCaller;
  /** The Authorization header of a `garbage` caller. */
  authorization?: string;
  method: string;
  path: string;
  query: string;
  contentType?: string;
  accept?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const GARBAGE_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'x'.repeat(5000)}`,
  'Bearer anon.99999999999.AAAA',
  'Bearer anon..',
  'bearer a b',
  'Bearer at.%00',
];

const hasBody = (route: RegisteredRoute) => route.method !== 'GET' && route.method !== 'HEAD';

/** A structured body as JSON text with one key's value replaced by raw JSON (e.g. deep nesting). */
function withRawValue(body: Record<string, unknown>, key: string, raw: string): string {
  const marker = '"__raw_value_marker__"';
  return JSON.stringify(withOwnKey(body, key, '__raw_value_marker__')).replace(marker, raw);
}

/** Fills a route's `:params` and `*` with the given values. */
export function fillPath(url: string, param: () => string, wildcard: () => string): string {
  return url
    .split('/')
    .map((segment) => (segment === '*' ? wildcard() : segment.startsWith(':') ? param() : segment))
    .join('/');
}

/**
 * Hand-picked hostile requests every route gets, built on its valid request: deep nesting, huge
 * strings, prototype keys, invalid UTF-8, malformed Transit and JSON, odd content types, methods,
 * Accept and Authorization headers. Callers rotate so that guarded routes see most cases as the
 * logged-in user (whose body the route actually parses).
 */
export function corpusFor(route: RegisteredRoute, base: RequestSpec): FuzzCase[] {
  const cases: Omit<FuzzCase, 'caller'>[] = [];
  const at = { method: route.method, path: base.url, query: base.query ?? '' };
  const body = base.body ?? {};
  const encoding: BodyEncoding = base.encoding ?? 'json';
  const valid = base.body ? encodeBody(body, encoding) : undefined;
  const add = (label: string, extra: Partial<FuzzCase>) => cases.push({ label, ...at, ...extra });
  const json = 'application/json';
  const transit = 'application/transit+json';

  if (hasBody(route)) {
    for (const depth of [5000, 100_000])
      add(`${depth} nested arrays`, { payload: deepArrays(depth), contentType: json });
    for (const depth of [5000, 40_000])
      add(`${depth} nested objects`, { payload: deepObjects(depth), contentType: json });
    add('5000 nested Transit maps', { payload: deepTransitMaps(5000), contentType: transit });
    add('20000 nested Transit maps', { payload: deepTransitMaps(20_000), contentType: transit });
    add('5000 nested Transit arrays', { payload: deepArrays(5000), contentType: transit });
    add('5000 nested form keys', {
      payload: `a${'[a]'.repeat(5000)}=1`,
      contentType: 'application/x-www-form-urlencoded',
    });
    for (const key of Object.keys(body)) {
      add(`${key}: 5000 nested arrays`, {
        payload: withRawValue(body, key, deepArrays(5000)),
        contentType: json,
      });
      add(`${key}: 5000 nested objects`, {
        payload: withRawValue(body, key, deepObjects(5000)),
        contentType: json,
      });
      add(`${key}: 5000 nested Transit maps`, {
        payload: `["^ ","~:${key}",${deepTransitMaps(5000)}]`,
        contentType: transit,
      });
      add(`${key}: 200 kB string`, {
        payload: withRawValue(body, key, `"${'x'.repeat(200_000)}"`),
        contentType: json,
      });
      const [before, after] = withRawValue(body, key, '"__bytes__"').split('__bytes__');
      add(`${key}: invalid UTF-8`, {
        payload: Buffer.concat([Buffer.from(before ?? ''), INVALID_UTF8, Buffer.from(after ?? '')]),
        contentType: json,
      });
    }
    add('300 kB body (over the limit)', {
      payload: JSON.stringify({ a: 'x'.repeat(300_000) }),
      contentType: json,
    });
    for (const key of PROTOTYPE_KEYS) {
      for (const enc of ['json', 'transit', 'form'] as const) {
        const { payload, contentType } = encodeBody(withOwnKey(body, key, { polluted: true }), enc);
        add(`body key ${key} (${enc})`, { payload, contentType });
      }
    }
    add('form prototype paths', {
      payload: '__proto__[polluted]=1&constructor[prototype][polluted]=1&toString=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    for (const contentType of [json, transit, 'application/x-www-form-urlencoded', 'text/plain']) {
      add(`invalid UTF-8 body as ${contentType}`, { payload: INVALID_UTF8, contentType });
    }
    for (const payload of MALFORMED_TRANSIT)
      add(`malformed Transit ${payload.slice(0, 40)}`, { payload, contentType: transit });
    for (const payload of MALFORMED_JSON)
      add(`malformed JSON ${payload.slice(0, 40)}`, { payload, contentType: json });
    if (valid) {
      for (const contentType of CONTENT_TYPES)
        add(`valid body sent as ${contentType}`, { payload: valid.payload, contentType });
      add('valid body without a Content-Type', { payload: valid.payload });
      add('Content-Length shorter than the body', {
        payload: valid.payload,
        contentType: valid.contentType,
        headers: { 'content-length': '3' },
      });
    }
    add('XML body', { payload: '<?xml version="1.0"?><a><b>1</b></a>', contentType: 'application/xml' });
    add('multipart without a boundary', { payload: '--x\r\n\r\n', contentType: 'multipart/form-data' });
  }
  const withValid = valid ? { payload: valid.payload, contentType: valid.contentType } : {};
  for (const key of [...PROTOTYPE_KEYS, '__proto__[polluted]', 'constructor[prototype][polluted]']) {
    add(`query key ${key}`, { ...withValid, query: [at.query, `${key}=1`].filter(Boolean).join('&') });
  }
  for (const bad of ['%FF', '%C3%28', '%', '%E2%82']) {
    add(`path with ${bad}`, { ...withValid, path: `${at.path}${bad}` });
    add(`query value ${bad}`, {
      ...withValid,
      query: [at.query, `include=${bad}`].filter(Boolean).join('&'),
    });
  }
  for (const method of METHODS.filter((m) => m !== route.method))
    add(`method ${method}`, { ...withValid, method });
  for (const accept of ACCEPTS) add(`Accept: ${accept || '(none)'}`, { ...withValid, accept });
  add('verbose Transit', { ...withValid, accept: transit, headers: { 'x-transit-verbose': 'true' } });

  const rotation: FuzzCaller[] = ['user', 'user', 'user', 'anonymous', 'user', 'user', 'user', 'none'];
  const out: FuzzCase[] = cases.map((c, i) => ({ ...c, caller: rotation[i % rotation.length]! }));
  for (const authorization of GARBAGE_AUTHORIZATION) {
    out.push({
      label: `Authorization: ${authorization.slice(0, 30)}`,
      ...at,
      ...withValid,
      caller: 'garbage',
      authorization,
    });
  }
  return out;
}

/** Random hostile requests built on a route's valid request. */
export function arbitraryCase(route: RegisteredRoute, base: RequestSpec): fc.Arbitrary<FuzzCase> {
  const body = base.body;
  const encodings: BodyEncoding[] =
    base.encoding === 'multipart' ? ['multipart', 'json'] : ['json', 'transit', 'form'];
  const payload: fc.Arbitrary<Pick<FuzzCase, 'payload' | 'contentType' | 'label'>> = fc.oneof(
    {
      weight: body ? 6 : 0,
      arbitrary: fc
        .tuple(mutatedBody(body ?? {}), fc.constantFrom(...encodings))
        .map(([b, enc]) => ({ ...encodeBody(b, enc), label: `mutated body (${enc})` })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom('application/json', 'application/transit+json'))
        .map(([v, contentType]) => ({
          payload: JSON.stringify(v) ?? 'null',
          contentType,
          label: 'random JSON',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
        payload: Buffer.from(bytes),
        contentType: 'application/json',
        label: 'random bytes',
      })),
    },
    { weight: 1, arbitrary: fc.constant({ label: 'no body' }) },
  );
  const path = fc.oneof(
    { weight: 4, arbitrary: fc.constant(base.url) },
    {
      weight: route.url.includes(':') || route.url.includes('*') ? 2 : 0,
      arbitrary: fc
        .tuple(fc.array(pathParam, { minLength: 4, maxLength: 4 }), wildcardPath)
        .map(([params, rest]) => {
          let next = 0;
          return fillPath(
            route.url,
            () => params[next++ % params.length] ?? 'x',
            () => rest,
          );
        }),
    },
  );
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant(base.query ?? '') },
    { weight: 2, arbitrary: queryString },
    { weight: 2, arbitrary: queryString.map((q) => [base.query, q].filter(Boolean).join('&')) },
  );
  return fc
    .record({
      caller: fc.constantFrom<FuzzCaller>('user', 'user', 'user', 'anonymous', 'none', 'garbage'),
      authorization: fc.constantFrom(...GARBAGE_AUTHORIZATION),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path,
      query,
      payload,
      // undefined: the payload's own type; null: no Content-Type at all.
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | null | undefined>(undefined) },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      accept: fc.constantFrom(...ACCEPTS),
    })
    .map((r) => ({
      label: `random: ${r.payload.label}`,
      caller: r.caller,
      ...(r.caller === 'garbage' ? { authorization: r.authorization } : {}),
      method: r.method,
      path: r.path,
      query: r.query,
      accept: r.accept,
      ...(r.payload.payload !== undefined ? { payload: r.payload.payload } : {}),
      ...(r.contentType !== null && (r.contentType ?? r.payload.contentType)
        ? { contentType: r.contentType ?? r.payload.contentType }
        : {}),
    }));
}
