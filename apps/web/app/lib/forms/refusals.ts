import type { ApiErrorCode } from '@mercato/core/errors/api-errors';
import { ACCOUNT_FORM_MESSAGES } from '@mercato/core/texts/messages/account';
import type { SdkError } from '@mercato/sdk/sdk-error';
import type { FieldErrors } from './validate-form.ts';

// Every page's reading of a refused platform call: one list of rules per form, checked in order,
// whose outcome is a message, a problem the page words, or messages on inputs.

/** A refused platform call as the rules read it: an SdkError, or its shape. */
export type Refused = Pick<SdkError, 'status' | 'errors'>;

/** When a rule applies: an API error code on any of the errors, an HTTP status, or a test. */
export type RefusalMatch = ApiErrorCode | number | ((error: Refused) => boolean);

/** A rule: its outcome when it matches; or a reader that finds an outcome, or undefined. */
export type RefusalRule<T> = { when: RefusalMatch; outcome: T } | ((error: Refused) => T | undefined);

/** The one wording of a rate limit (HTTP 429) on every form; limits last minutes (ADR 005). */
export const TOO_MANY_ATTEMPTS = ACCOUNT_FORM_MESSAGES.tooManyAttempts;

/** Whether a refusal matches: by status, by any of its errors' codes, or by the test. */
export function matchesRefusal(error: Refused, when: RefusalMatch): boolean {
  if (typeof when === 'number') return error.status === when;
  if (typeof when === 'function') return when(error);
  return error.errors.some((e) => e.code === when);
}

/** The outcome of the first rule that applies to the refusal, else `otherwise`. */
export function refusalOf<T>(error: Refused, rules: readonly RefusalRule<T>[], otherwise: T): T {
  for (const rule of rules) {
    if (typeof rule === 'function') {
      const outcome = rule(error);
      if (outcome !== undefined) return outcome;
    } else if (matchesRefusal(error, rule.when)) {
      return rule.outcome;
    }
  }
  return otherwise;
}

/** The HTTP status of an action answer for a failed platform call: its own, or 502 for the platform's 5xx. */
export function failureStatusOf(error: Pick<SdkError, 'status'>): number {
  return error.status >= 400 && error.status < 500 ? error.status : 502;
}

/** A refusal worded by one text over the form, and the status its answer carries. */
export function textRefusalOf(
  error: Refused,
  rules: readonly RefusalRule<string>[],
  fallback: string,
): { status: number; text: string } {
  return { status: failureStatusOf(error), text: refusalOf(error, rules, fallback) };
}

/** A refusal as a form shows it: messages on its inputs and/or over the form, and the answer's status. */
export interface FormRefusal {
  status: number;
  errors: FieldErrors;
  formError: string | null;
}

/**
 * A refusal the form words itself, recognised by its API error code or HTTP status: its message goes
 * on `field`, or over the form when there is none (a failed login names no input).
 */
export interface WordedRefusal {
  when: ApiErrorCode | number;
  field?: string;
  message: string;
}

/** How one form turns the platform's refusals into messages. */
export interface RefusalWording {
  /** The input an API error path belongs to; undefined for paths the form has no input for. */
  inputOf: (path: string) => string | undefined;
  /** Refusals the form words itself, checked first, in order. */
  worded?: readonly WordedRefusal[];
  /** The message over the form when nothing more precise applies. */
  fallback: string;
}

/**
 * The field errors of a platform 400, placed on a form's inputs: `inputOf` names the input of an
 * API path (`protectedData.phoneNumber` → `phoneNumber`), or undefined for paths the form lacks,
 * which are left out so the caller can show its general message instead. Titles start with the
 * path (`email: …`); the input's label already says that, so it is cut.
 */
export function apiFieldErrors(
  error: Pick<SdkError, 'errors'>,
  inputOf: (path: string) => string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of error.errors) {
    const path = detail.source?.path.join('.');
    const input = path ? inputOf(path) : undefined;
    if (!input || !detail.title) continue;
    const prefix = `${path}: `;
    errors[input] ??= detail.title.startsWith(prefix) ? detail.title.slice(prefix.length) : detail.title;
  }
  return errors;
}

type FormMessages = Omit<FormRefusal, 'status'>;

const overForm = (message: string): FormMessages => ({ errors: {}, formError: message });

/**
 * Every form's reading of a platform refusal (400, 409, 429 and the rest): the form's own wordings
 * first, then a rate limit over the form, then the problems of a 400 or 409 on their inputs, else
 * `fallback`.
 */
export function formRefusalOf(error: Refused, wording: RefusalWording): FormRefusal {
  const worded = (wording.worded ?? []).map(
    (refusal): RefusalRule<FormMessages> => ({
      when: refusal.when,
      outcome: refusal.field
        ? { errors: { [refusal.field]: refusal.message }, formError: null }
        : overForm(refusal.message),
    }),
  );
  const messages = refusalOf(
    error,
    [
      ...worded,
      { when: 429, outcome: overForm(TOO_MANY_ATTEMPTS) },
      // A 400's problems, and a 409 that names the input in conflict (`display-name-taken`), go on
      // their inputs.
      (refused) => {
        if (refused.status !== 400 && refused.status !== 409) return undefined;
        const errors = apiFieldErrors(refused, wording.inputOf);
        return Object.keys(errors).length > 0 ? { errors, formError: null } : undefined;
      },
    ],
    overForm(wording.fallback),
  );
  return { status: failureStatusOf(error), ...messages };
}
