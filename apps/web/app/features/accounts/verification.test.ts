import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import {
  emailStateOf,
  resendProblemOf,
  resendResultText,
  verifyProblemOf,
  verifyProblemText,
} from './verification.ts';

function buildCurrentUser(
  overrides: Partial<
    Pick<CurrentUserResource['attributes'], 'email' | 'emailVerified' | 'pendingEmail'>
  > = {},
): CurrentUserResource {
  return {
    id: 'u-1',
    type: 'currentUser',
    attributes: {
      banned: false,
      deleted: false,
      createdAt: '2025-01-01T00:00:00.000Z',
      email: 'erin@example.com',
      emailVerified: false,
      pendingEmail: null,
      state: 'active',
      profile: {
        firstName: 'Erin',
        lastName: 'Tester',
        displayName: 'Erin T',
        abbreviatedName: 'ET',
        bio: null,
        publicData: {},
        protectedData: {},
        privateData: {},
        metadata: {},
      },
      ...overrides,
    },
  };
}

const sdkError = (status: number, code: string) => new SdkError(status, [{ status, code, title: code }]);

describe('emailStateOf', () => {
  it('tells verified, unverified and pending addresses apart', () => {
    expect(emailStateOf(buildCurrentUser({ emailVerified: true }))).toEqual({
      kind: 'verified',
      email: 'erin@example.com',
    });
    expect(emailStateOf(buildCurrentUser())).toEqual({ kind: 'unverified', email: 'erin@example.com' });
  });

  it('reports a pending new address even when the current one is verified', () => {
    expect(emailStateOf(buildCurrentUser({ emailVerified: true, pendingEmail: 'new@example.com' }))).toEqual({
      kind: 'pending',
      email: 'erin@example.com',
      pendingEmail: 'new@example.com',
    });
  });
});

describe('verifyProblemOf', () => {
  it.each([
    [sdkError(400, 'validation-invalid-value'), 'invalid-link'],
    [sdkError(400, 'validation-invalid-params'), 'invalid-link'],
    [sdkError(409, 'email-taken'), 'email-taken'],
    [sdkError(429, 'too-many-requests'), 'too-many-requests'],
    [sdkError(500, 'internal'), 'failed'],
  ])('%#: maps to %s', (error, problem) => {
    expect(verifyProblemOf(error)).toBe(problem);
  });

  it('has a sentence for every problem', () => {
    for (const problem of ['invalid-link', 'email-taken', 'too-many-requests', 'failed'] as const) {
      expect(verifyProblemText(problem)).toMatch(/\.$/);
    }
  });
});

describe('resendProblemOf', () => {
  it('tells the daily limit from the short-term rate limit', () => {
    expect(resendProblemOf(sdkError(429, 'email-too-many-verification-requests'))).toBe('daily-limit');
    expect(resendProblemOf(sdkError(429, 'too-many-requests'))).toBe('too-many-requests');
  });

  it('recognises an address with nothing to verify and anything else as a failure', () => {
    expect(resendProblemOf(sdkError(409, 'email-already-verified'))).toBe('already-verified');
    expect(resendProblemOf(sdkError(500, 'internal'))).toBe('failed');
  });
});

describe('resendResultText', () => {
  it('names the address the link went to', () => {
    expect(resendResultText({ status: 'sent', sentTo: 'new@example.com' })).toBe(
      'We sent a new link to new@example.com. Check your inbox.',
    );
  });

  it('uses the spec texts for the daily limit and the generic failure', () => {
    expect(resendResultText({ status: 'failed', problem: 'daily-limit' })).toBe(
      SCREEN_ERROR_MESSAGES['auth.resendVerificationLimit'],
    );
    expect(resendResultText({ status: 'failed', problem: 'failed' })).toBe(
      SCREEN_ERROR_MESSAGES['auth.resendVerificationFailed'],
    );
  });
});

describe('resendResultText on the contact details page', () => {
  it('words the outcome as its own error area does (spec §8)', () => {
    expect(resendResultText({ status: 'sent', sentTo: 'new@example.com' }, 'contact-details')).toBe(
      'We sent a new verification link to new@example.com.',
    );
    expect(resendResultText({ status: 'failed', problem: 'daily-limit' }, 'contact-details')).toBe(
      SCREEN_ERROR_MESSAGES['contactDetails.tooManyVerificationRequests'],
    );
  });
});
