import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  FORM_MAX_BYTES,
  MESSAGE_FORM_MAX_BYTES,
  PHOTOS_FORM_MAX_BYTES,
  PROFILE_FORM_MAX_BYTES,
} from '../app/lib/forms/form-body-limits.ts';
import { discardRestOf, formBodyRuleOf, isReadableForm, readBodyWithin } from './form-bodies.ts';

describe('formBodyRuleOf', () => {
  it('reads forms without files here, within 256 KB', () => {
    for (const path of [
      '/login',
      '/login.data',
      '/signup/a',
      '/order/x/files/y',
      '/l/abc/checkout',
      '/recover-password',
    ]) {
      expect(formBodyRuleOf(path), path).toEqual({ maxBytes: FORM_MAX_BYTES, streamed: false });
    }
  });

  it('hands forms with files to their page, within their own bound', () => {
    expect(formBodyRuleOf('/profile-settings.data')).toEqual({
      maxBytes: PROFILE_FORM_MAX_BYTES,
      streamed: true,
    });
    expect(formBodyRuleOf('/l/a-stay/0b1c/edit/photos')).toEqual({
      maxBytes: PHOTOS_FORM_MAX_BYTES,
      streamed: true,
    });
    expect(formBodyRuleOf('/l/a-stay/0b1c/night')).toEqual({ maxBytes: FORM_MAX_BYTES, streamed: false });
    // The order and sale pages: a message may carry files.
    for (const path of ['/order/0b1c', '/sale/0b1c.data']) {
      expect(formBodyRuleOf(path), path).toEqual({ maxBytes: MESSAGE_FORM_MAX_BYTES, streamed: true });
    }
  });
});

describe('readBodyWithin', () => {
  const stream = () => new PassThrough() as unknown as IncomingMessage & PassThrough;

  it('reads a body up to the bound', async () => {
    const raw = stream();
    const read = readBodyWithin(raw, 11);
    raw.write('email=a');
    raw.end('@b.c');
    expect((await read)?.toString()).toBe('email=a@b.c');
  });

  it('stops keeping a body at the first byte past the bound', async () => {
    const raw = stream();
    const read = readBodyWithin(raw, 10);
    raw.write('0123456789');
    raw.write('x');
    expect(await read).toBeNull();
    expect(raw.listenerCount('data')).toBe(0);
  });
});

describe('discardRestOf', () => {
  const stream = () => new PassThrough() as unknown as IncomingMessage & PassThrough;

  it('takes in and drops the rest of a body, so the sender can read the answer', async () => {
    const raw = stream();
    discardRestOf(raw, { bytes: 100, ms: 1000 });
    raw.write(Buffer.alloc(60));
    raw.end(Buffer.alloc(30));
    await new Promise((resolve) => raw.once('end', resolve));
    expect(raw.readableEnded).toBe(true);
  });

  it('cuts the connection of a sender that goes on past the limit', async () => {
    const raw = stream();
    const socket = {
      destroyed: false,
      destroy() {
        this.destroyed = true;
      },
    };
    Object.defineProperty(raw, 'socket', { value: socket });
    discardRestOf(raw, { bytes: 100, ms: 1000 });
    raw.write(Buffer.alloc(80));
    raw.write(Buffer.alloc(80));
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.destroyed).toBe(true);
  });
});

describe('isReadableForm', () => {
  it('refuses a garbled multipart body and takes any urlencoded one', async () => {
    const garbage = Buffer.from('garbage');
    expect(await isReadableForm(garbage, 'multipart/form-data; boundary=x')).toBe(false);
    expect(await isReadableForm(garbage, 'application/x-www-form-urlencoded')).toBe(true);
    const good = Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n');
    expect(await isReadableForm(good, 'multipart/form-data; boundary=x')).toBe(true);
  });
});
