import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mercato/core/validators/auth';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DIFFER,
  recoveryProblemOf,
  resetLinkOf,
  resetProblemOf,
  validateResetForm,
} from './recovery.ts';

function sdkError(status: number, code?: string, path?: string[]): SdkError {
  return new SdkError(status, [
    {
      status,
      code: code ?? 'unknown',
      title: `failed with ${status}`,
      ...(path ? { source: { path, type: 'body' } } : {}),
    },
  ]);
}

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe('resetLinkOf', () => {
  it('reads the token and email of a complete link', () => {
    const url = new URL('http://x.test/reset-password?t=abc123&e=erin%2Bshop%40example.com');
    expect(resetLinkOf(url)).toEqual({ token: 'abc123', email: 'erin+shop@example.com' });
  });

  it.each([
    ['no parameters', ''],
    ['no token', '?e=erin%40example.com'],
    ['no email', '?t=abc123'],
    ['blank token', '?t=%20&e=erin%40example.com'],
    ['blank email', '?t=abc123&e='],
  ])('is null for a broken link: %s', (_case, search) => {
    expect(resetLinkOf(new URL(`http://x.test/reset-password${search}`))).toBeNull();
  });
});

describe('validateResetForm', () => {
  const good = 'a strong passphrase';

  it('accepts a new password repeated exactly', () => {
    expect(validateResetForm(formOf({ newPassword: good, newPasswordConfirm: good }))).toEqual({
      ok: true,
      newPassword: good,
    });
  });

  it('requires both fields', () => {
    expect(validateResetForm(formOf({}))).toEqual({
      ok: false,
      errors: { newPassword: 'this field is required', newPasswordConfirm: 'this field is required' },
    });
  });

  it('applies the core length bounds to the new password', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(validateResetForm(formOf({ newPassword: short, newPasswordConfirm: short }))).toEqual({
      ok: false,
      errors: { newPassword: `password must be at least ${PASSWORD_MIN_LENGTH} characters` },
    });
    expect(validateResetForm(formOf({ newPassword: long, newPasswordConfirm: long })).ok).toBe(false);
  });

  it('refuses a confirmation that differs', () => {
    expect(validateResetForm(formOf({ newPassword: good, newPasswordConfirm: `${good}!` }))).toEqual({
      ok: false,
      errors: { newPasswordConfirm: PASSWORDS_DIFFER },
    });
  });
});

describe('recoveryProblemOf', () => {
  it.each([
    [sdkError(404, 'email-not-found', ['email']), 'email-not-found'],
    [sdkError(429, 'too-many-requests'), 'too-many-requests'],
    [sdkError(500, 'internal'), 'failed'],
    [new SdkError(502, []), 'failed'],
  ])('%#: maps to %s', (error, problem) => {
    expect(recoveryProblemOf(error)).toBe(problem);
  });
});

describe('resetProblemOf', () => {
  it('treats a 400 about the token or email as a link that no longer works', () => {
    expect(resetProblemOf(sdkError(400, 'validation-invalid-value', ['passwordResetToken']))).toBe(
      'invalid-link',
    );
    expect(resetProblemOf(sdkError(400, 'validation-invalid-params', ['email']))).toBe('invalid-link');
    expect(resetProblemOf(new SdkError(400, []))).toBe('invalid-link');
  });

  it('keeps a 400 about the new password on that field', () => {
    expect(resetProblemOf(sdkError(400, 'validation-invalid-params', ['newPassword']))).toEqual({
      field: 'newPassword',
      message: 'failed with 400',
    });
  });

  it('tells rate limits and other failures apart', () => {
    expect(resetProblemOf(sdkError(429, 'too-many-requests'))).toBe('too-many-requests');
    expect(resetProblemOf(sdkError(503))).toBe('failed');
  });
});
