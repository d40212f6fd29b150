import { describe, expect, it } from 'vitest';
import { readFormDataWithin } from './form-data.server.ts';

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request('http://m.test/profile-settings', { method: 'POST', body, headers });
}

function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

describe('readFormDataWithin', () => {
  it('reads multipart forms with their files', async () => {
    const form = new FormData();
    form.append('bio', 'Hi');
    form.append('profileImage', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me.png');
    const read = await readFormDataWithin(post(form), 10_000);
    expect(read?.get('bio')).toBe('Hi');
    const file = read?.get('profileImage') as File;
    expect([file.name, file.type, file.size]).toEqual(['me.png', 'image/png', 3]);
  });

  it('refuses bodies over the limit, declared or streamed', async () => {
    expect(await readFormDataWithin(post('a=1', { 'content-length': '5000' }), 100)).toBeNull();
    const stream = new Request('http://m.test/', {
      method: 'POST',
      body: chunked(5000),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await readFormDataWithin(stream, 100)).toBeNull();
  });

  it('reads a body that is not a form as an empty form', async () => {
    const read = await readFormDataWithin(post('{"a":1}', { 'content-type': 'application/json' }), 100);
    expect([...(read?.keys() ?? [])]).toEqual([]);
  });
});
