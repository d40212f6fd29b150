import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import { readRefusalOf, throwReadRefusal } from './read-refusal.server.ts';

const refusal = (status: number, code?: string) =>
  new SdkError(status, code ? [{ status, code, title: code }] : []);

describe('readRefusalOf', () => {
  it('treats unknown and malformed ids as not found', () => {
    expect(readRefusalOf(refusal(404, 'not-found'))).toEqual({ kind: 'not-found' });
    expect(readRefusalOf(refusal(400, 'validation-invalid-params'))).toEqual({ kind: 'not-found' });
  });

  it('sends a missing right to its no-access page', () => {
    expect(readRefusalOf(refusal(403, 'permission-denied-read'))).toEqual({
      kind: 'no-access',
      path: '/no-access-right/viewing-rights',
    });
    expect(readRefusalOf(refusal(403, 'user-pending-approval'))).toEqual({
      kind: 'no-access',
      path: '/no-access-right/user-approval',
    });
  });

  it('asks visitors of a private marketplace to log in', () => {
    expect(readRefusalOf(refusal(403, 'forbidden'))).toEqual({ kind: 'log-in' });
    expect(readRefusalOf(refusal(401))).toEqual({ kind: 'log-in' });
  });

  it('leaves other failures alone', () => {
    expect(readRefusalOf(refusal(500))).toEqual({ kind: 'other' });
    expect(readRefusalOf(refusal(429, 'too-many-requests'))).toEqual({ kind: 'other' });
  });
});

describe('throwReadRefusal', () => {
  const request = new Request('https://shop.example/l/x/1?a=b');

  it('answers a visitor with the signup redirect that remembers the page', () => {
    try {
      throwReadRefusal(refusal(403, 'forbidden'), request);
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('location')).toBe(
        `/signup?from=${encodeURIComponent('/l/x/1?a=b')}`,
      );
      return;
    }
    expect.unreachable();
  });

  it('throws what is not an API refusal again', () => {
    const error = new Error('boom');
    expect(() => throwReadRefusal(error, request)).toThrow(error);
  });
});
