import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { CONTACT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/contact-details-page';
import { EMAIL_VERIFICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/email-verification-page';
import { type TextCatalog, type Texts, textsOf } from '@mercato/core/texts/ui-texts';
import { type Refused, refusalOf, TOO_MANY_ATTEMPTS } from '../../lib/forms/refusals.ts';

/** The `intent` a form posts to `/verify-email` to get a new verification link. */
export const RESEND_VERIFICATION_INTENT = 'resend-verification';

/** Why following a verification link failed. */
export type VerifyProblem = 'invalid-link' | 'email-taken' | 'too-many-requests' | 'failed';

/** Why sending a new verification link failed (spec §8 resend verification). */
export type ResendProblem = 'daily-limit' | 'already-verified' | 'too-many-requests' | 'failed';

/** What asking for a new verification link gave; plain data, so an action can return it. */
export type ResendResult = { status: 'sent'; sentTo: string } | { status: 'failed'; problem: ResendProblem };

/** Where the account's email stands (spec §4 Email: unverified, pending new email, verified). */
export type EmailState =
  | { kind: 'verified'; email: string }
  | { kind: 'unverified'; email: string }
  | { kind: 'pending'; email: string; pendingEmail: string };

/** The email state of the current user: a pending new address wins over the verified flag. */
export function emailStateOf(user: CurrentUserResource): EmailState {
  const { email, emailVerified, pendingEmail } = user.attributes;
  if (pendingEmail) return { kind: 'pending', email, pendingEmail };
  return emailVerified ? { kind: 'verified', email } : { kind: 'unverified', email };
}

/** What `current_user/verify_email` failing means for the page. */
export function verifyProblemOf(error: Refused): VerifyProblem {
  return refusalOf<VerifyProblem>(
    error,
    [
      { when: 'email-taken', outcome: 'email-taken' },
      { when: 400, outcome: 'invalid-link' },
      { when: 429, outcome: 'too-many-requests' },
    ],
    'failed',
  );
}

/** What `current_user/send_verification_email` failing means for the form. */
export function resendProblemOf(error: Refused): ResendProblem {
  // The daily limit and the per-minute rate limit are both 429s; only the code tells them apart.
  return refusalOf<ResendProblem>(
    error,
    [
      { when: 'email-too-many-verification-requests', outcome: 'daily-limit' },
      { when: 'email-already-verified', outcome: 'already-verified' },
      { when: 429, outcome: 'too-many-requests' },
    ],
    'failed',
  );
}

/**
 * Where a resend is asked for. The verification page and the contact details page each have their
 * own spec §8 error area, so the same outcome is worded for each, by its page's catalog.
 */
export type ResendPlace = 'verify-email' | 'contact-details';

type ResendKey = 'resendSent' | 'resendAlreadyVerified';

/** The texts a page words the outcome of a resend with (its catalog has both keys). */
export type ResendTexts = Texts<ResendKey>;

const RESEND_WORDING: Record<ResendPlace, { catalog: TextCatalog<ResendKey>; dailyLimit: string }> = {
  'verify-email': {
    catalog: EMAIL_VERIFICATION_PAGE_TEXTS,
    dailyLimit: SCREEN_ERROR_MESSAGES['auth.resendVerificationLimit'],
  },
  'contact-details': {
    catalog: CONTACT_DETAILS_PAGE_TEXTS,
    dailyLimit: SCREEN_ERROR_MESSAGES['contactDetails.tooManyVerificationRequests'],
  },
};

/**
 * The sentence that tells the user how a request for a new link went: the page's own texts (`t`,
 * Mercato's English by default), or a finished error message the page words as messages are.
 */
export function resendResultText(
  result: ResendResult,
  place: ResendPlace = 'verify-email',
  t: ResendTexts = textsOf(RESEND_WORDING[place].catalog, undefined),
): string {
  if (result.status === 'sent') return t('resendSent', { email: result.sentTo });
  switch (result.problem) {
    case 'daily-limit':
      return RESEND_WORDING[place].dailyLimit;
    case 'already-verified':
      return t('resendAlreadyVerified');
    case 'too-many-requests':
      return TOO_MANY_ATTEMPTS;
    case 'failed':
      return SCREEN_ERROR_MESSAGES['auth.resendVerificationFailed'];
  }
}

/** The texts of the verification page that explain a link that did not work. */
export type VerifyProblemTexts = Texts<'invalidLink' | 'emailTaken' | 'verifyFailed'>;

/** The sentence that explains why a verification link did not work (Mercato's English by default). */
export function verifyProblemText(
  problem: VerifyProblem,
  t: VerifyProblemTexts = textsOf(EMAIL_VERIFICATION_PAGE_TEXTS, undefined),
): string {
  switch (problem) {
    case 'invalid-link':
      return t('invalidLink');
    case 'email-taken':
      return t('emailTaken');
    case 'too-many-requests':
      return TOO_MANY_ATTEMPTS;
    case 'failed':
      return t('verifyFailed');
  }
}
