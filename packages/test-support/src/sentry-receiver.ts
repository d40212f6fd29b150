import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope a Sentry SDK sent: its header and its payload (JSON when it is JSON). */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown> | string;
}

/**
 * A stand-in for Sentry's ingestion on loopback: it takes the envelopes SDKs post to
 * `/api/<project>/envelope/` (plain or gzipped, from a server or, with CORS, from a browser) and
 * keeps their items for the test to read.
 */
export interface SentryReceiver {
  /** A DSN pointing here: `http://<key>@127.0.0.1:<port>/<project>`. */
  dsn: string;
  origin: string;
  items(): EnvelopeItem[];
  /** The events (errors) received so far. */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

/** Envelope items of a body: a header line, then a header line and a payload per item. */
function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let offset = body.indexOf(0x0a) + 1;
  if (offset === 0) return items;
  while (offset < body.length) {
    const end = body.indexOf(0x0a, offset);
    const headerLine = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    if (headerLine.trim() === '') break;
    const header = JSON.parse(headerLine) as { type: string; length?: number };
    offset = end === -1 ? body.length : end + 1;
    let payloadEnd: number;
    if (typeof header.length === 'number') payloadEnd = offset + header.length;
    else {
      const next = body.indexOf(0x0a, offset);
      payloadEnd = next === -1 ? body.length : next;
    }
    const raw = body.subarray(offset, payloadEnd);
    let payload: Record<string, unknown> | string;
    try {
      payload = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      payload = raw.toString('base64');
    }
    items.push({ type: header.type, payload });
    offset = payloadEnd + 1;
  }
  return items;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export async function startSentryReceiver(project = '4242'): Promise<SentryReceiver> {
  const received: EnvelopeItem[] = [];
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'POST' || path !== `/api/${project}/envelope/`) {
      response.writeHead(404).end();
      return;
    }
    try {
      received.push(...parseEnvelope(await bodyOf(request)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/${project}`,
    origin,
    items: () => [...received],
    events: () =>
      received
        .filter((item) => item.type === 'event' && typeof item.payload === 'object')
        .map((item) => item.payload as Record<string, unknown>),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
