import { Agent, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, queuedServerFactory, queueRequests } from './request-queue.ts';

interface FakeResponse {
  destroyed: boolean;
  status?: number;
  headers?: Record<string, unknown>;
  body?: string;
  writeHead(status: number, headers: Record<string, unknown>): FakeResponse;
  end(body?: string): void;
}

function fakeRequest(url: string, destroyed = false) {
  return { url, destroyed, resume: () => undefined } as unknown as IncomingMessage & { url: string };
}

function fakeResponse(): FakeResponse & ServerResponse {
  const response: FakeResponse = {
    destroyed: false,
    writeHead(status, headers) {
      response.status = status;
      response.headers = headers;
      return response;
    },
    end(body) {
      response.body = body;
    },
  };
  return response as FakeResponse & ServerResponse;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('queueRequests', () => {
  it('starts requests in arrival order, at most perTurn per turn of the event loop', async () => {
    const started: string[] = [];
    const handle = queueRequests((request) => started.push(request.url ?? ''), {
      perTurn: 2,
      maxWaitMs: 1000,
    });
    for (const url of ['/a', '/b', '/c', '/d', '/e']) handle(fakeRequest(url), fakeResponse());
    // Nothing runs inside the turn that read the requests.
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(['/a', '/b']);
    await nextTurn();
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    handle(fakeRequest('/f'), fakeResponse());
    await nextTurn();
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
  });

  it('answers 503 with Retry-After, in the API error format under /v1, once a request waited too long', async () => {
    let now = 0;
    const started: string[] = [];
    const handle = queueRequests((request) => started.push(request.url ?? ''), {
      perTurn: 10,
      maxWaitMs: 3000,
      now: () => now,
    });
    const api = fakeResponse();
    const page = fakeResponse();
    handle(fakeRequest('/v1/api/listings/query?keywords=kayak'), api);
    handle(fakeRequest('/s?keywords=kayak'), page);
    now = 2000;
    handle(fakeRequest('/v1/api/current_user/show'), fakeResponse());
    now = 3001;
    await nextTurn();
    expect(started).toEqual(['/v1/api/current_user/show']);
    expect(api.status).toBe(503);
    expect(api.headers?.['retry-after']).toBe('1');
    const errors = JSON.parse(api.body ?? '{}').errors;
    expect(errors).toEqual([expect.objectContaining({ status: 503, code: 'service-unavailable' })]);
    expect(page.status).toBe(503);
    expect(page.headers?.['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('busy');
  });

  it('skips requests whose client went away while they waited', async () => {
    const started: string[] = [];
    const handle = queueRequests((request) => started.push(request.url ?? ''), {
      perTurn: 1,
      maxWaitMs: 1000,
    });
    const gone = fakeResponse();
    handle(fakeRequest('/gone'), gone);
    handle(fakeRequest('/here'), fakeResponse());
    gone.destroyed = true;
    await nextTurn();
    expect(started).toEqual(['/here']);
  });
});

describe('queuedServerFactory', () => {
  it('keeps idle connections open longer than clients and load balancers keep theirs', async () => {
    const server = queuedServerFactory({ perTurn: 4, maxWaitMs: 1000 })((_request, response) => {
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const agent = new Agent({ keepAlive: true });
      const answer = await new Promise<IncomingMessage>((resolve, reject) =>
        get({ host: '127.0.0.1', port, agent }, resolve).on('error', reject),
      );
      answer.resume();
      // The server tells kept-alive clients how long it waits: past the usual 60 s of theirs.
      expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
      agent.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
