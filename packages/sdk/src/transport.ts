/** A request as the SDK hands it to a transport. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path with query string, e.g. `/v1/api/current_user/show?include=profileImage`. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** A response as a transport returns it. */
export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Moves one request to the platform and back: over HTTP, or in-process with no socket. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Talks to a platform over HTTP(S) with fetch. */
export function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const res = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: res.status, headers, body: await res.text() };
  };
}

/** The shape of Fastify's `inject` (light-my-request) that the in-process transport needs. */
export type InjectFunction = (options: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload?: string | Uint8Array<ArrayBuffer>;
  remoteAddress?: string;
}) => Promise<{
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}>;

type NodeBufferFrom = (buffer: ArrayBuffer, byteOffset: number, length: number) => Uint8Array<ArrayBuffer>;

/**
 * Bytes as Fastify's inject (light-my-request) takes them: it passes strings, Buffers and streams
 * through but serialises any other object as JSON, a plain Uint8Array (a multipart upload) included.
 * A Buffer view over the same memory avoids that without copying. Looked up on `globalThis` because
 * this package does not build against Node's types; inject only ever runs on Node.
 */
function injectablePayload(body: TransportRequest['body']): TransportRequest['body'] {
  if (body === undefined || typeof body === 'string') return body;
  const NodeBuffer = (globalThis as { Buffer?: { from: NodeBufferFrom } }).Buffer;
  return NodeBuffer ? NodeBuffer.from(body.buffer, body.byteOffset, body.byteLength) : body;
}

/**
 * Dispatches requests into a Fastify app in the same process: the full HTTP pipeline (parsing,
 * auth, validation, errors) runs, but no socket is opened. `remoteAddress` is the end user's IP,
 * so per-IP limits in the platform see the visitor rather than the web server.
 */
export function injectTransport(inject: InjectFunction, remoteAddress?: string): Transport {
  return async (request) => {
    const res = await inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: injectablePayload(request.body),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const headers: Record<string, string | string[] | undefined> = {};
    for (const [key, value] of Object.entries(res.headers)) {
      headers[key] = typeof value === 'number' ? String(value) : value;
    }
    return { status: res.statusCode, headers, body: res.body };
  };
}
