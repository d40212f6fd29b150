import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  failureStatusOf,
  formRefusalOf,
  refusalOf,
  TOO_MANY_ATTEMPTS,
  textRefusalOf,
} from './refusals.ts';

function sdkError(status: number, code?: string, path?: string[]): SdkError {
  return new SdkError(status, [
    {
      status,
      code: code ?? 'unknown',
      title: path ? `${path.join('.')}: failed with ${status}` : `failed with ${status}`,
      ...(path ? { source: { path, type: 'body' } } : {}),
    },
  ]);
}

describe('apiFieldErrors', () => {
  it('maps API paths to inputs and drops the path from the title', () => {
    const errors = apiFieldErrors(
      {
        errors: [
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'protectedData.phoneNumber: please enter a valid phone number',
            source: { path: ['protectedData', 'phoneNumber'], type: 'body' },
          },
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'email: must be 254 characters or less',
            source: { path: ['email'], type: 'body' },
          },
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'email: a second problem',
            source: { path: ['email'], type: 'body' },
          },
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'somewhere else',
            source: { path: ['x'], type: 'body' },
          },
          { status: 400, code: 'bad-request', title: 'no path' },
        ],
      },
      (path) => ({ 'protectedData.phoneNumber': 'phoneNumber', email: 'email' })[path],
    );
    expect(errors).toEqual({
      phoneNumber: 'please enter a valid phone number',
      email: 'must be 254 characters or less',
    });
  });
});

describe('refusalOf', () => {
  const rules = [
    { when: 'email-taken', outcome: 'taken' },
    (error: { status: number }) => (error.status === 402 ? 'card' : undefined),
    { when: 429, outcome: 'slow down' },
    { when: (error: { status: number }) => error.status >= 500, outcome: 'down' },
  ] as const;

  it('gives the outcome of the first rule that applies: by code, reader, status or test', () => {
    expect(refusalOf(sdkError(429, 'email-taken'), rules, 'other')).toBe('taken');
    expect(refusalOf(sdkError(402), rules, 'other')).toBe('card');
    expect(refusalOf(sdkError(429), rules, 'other')).toBe('slow down');
    expect(refusalOf(sdkError(503), rules, 'other')).toBe('down');
    expect(refusalOf(sdkError(404), rules, 'other')).toBe('other');
  });

  it('answers a text with the status of the failure', () => {
    expect(textRefusalOf(sdkError(503), [], 'failed')).toEqual({ status: 502, text: 'failed' });
    expect(textRefusalOf(sdkError(429), [{ when: 429, outcome: 'slow' }], 'failed')).toEqual({
      status: 429,
      text: 'slow',
    });
  });
});

describe('failureStatusOf', () => {
  it('keeps client errors and hides server errors behind 502', () => {
    expect(failureStatusOf(sdkError(404))).toBe(404);
    expect(failureStatusOf(sdkError(429))).toBe(429);
    expect(failureStatusOf(sdkError(500))).toBe(502);
  });
});

describe('formRefusalOf', () => {
  const wording = {
    inputOf: (path: string) => (path === 'email' ? 'email' : undefined),
    worded: [
      { when: 'email-taken', field: 'email', message: 'taken' },
      { when: 401, message: 'wrong password' },
    ],
    fallback: 'it failed',
  } as const;

  it("uses the form's own words first, on a field or over the form", () => {
    expect(formRefusalOf(sdkError(409, 'email-taken'), wording)).toEqual({
      status: 409,
      errors: { email: 'taken' },
      formError: null,
    });
    expect(formRefusalOf(sdkError(401, 'auth-invalid-credentials'), wording)).toEqual({
      status: 401,
      errors: {},
      formError: 'wrong password',
    });
  });

  it('words every rate limit the same', () => {
    expect(formRefusalOf(sdkError(429, 'too-many-requests'), wording)).toEqual({
      status: 429,
      errors: {},
      formError: TOO_MANY_ATTEMPTS,
    });
  });

  it('puts a 400 on its inputs, or says the fallback when the form has none of them', () => {
    expect(formRefusalOf(sdkError(400, 'validation-invalid-value', ['email']), wording)).toEqual({
      status: 400,
      errors: { email: 'failed with 400' },
      formError: null,
    });
    expect(formRefusalOf(sdkError(400, 'validation-invalid-value', ['other']), wording)).toEqual({
      status: 400,
      errors: {},
      formError: 'it failed',
    });
    expect(formRefusalOf(sdkError(503), wording)).toEqual({
      status: 502,
      errors: {},
      formError: 'it failed',
    });
  });

  it('puts a conflict on the input it names, and one naming none over the form', () => {
    expect(formRefusalOf(sdkError(409, 'display-name-taken', ['email']), wording)).toEqual({
      status: 409,
      errors: { email: 'failed with 409' },
      formError: null,
    });
    expect(formRefusalOf(sdkError(409, 'conflict'), wording)).toEqual({
      status: 409,
      errors: {},
      formError: 'it failed',
    });
  });
});
