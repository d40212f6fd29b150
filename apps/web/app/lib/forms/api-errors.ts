import type { ApiErrorCode } from '@mercato/core/errors/api-errors';
import { ACCOUNT_FORM_MESSAGES } from '@mercato/core/texts/messages/account';
import type { SdkError } from '@mercato/sdk/sdk-error';
import type { FieldErrors } from './validate-form.ts';

/** The one wording of a rate limit (HTTP 429) on every form; limits last minutes (ADR 005). */
export const TOO_MANY_ATTEMPTS = ACCOUNT_FORM_MESSAGES.tooManyAttempts;

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

/** The HTTP status of an action answer for a failed platform call: its own, or 502 for the platform's 5xx. */
export function failureStatusOf(error: SdkError): number {
  return error.status >= 400 && error.status < 500 ? error.status : 502;
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

/**
 * Every form's reading of a platform refusal (400, 409, 429 and the rest): the form's own wordings
 * first, then a rate limit over the form, then the problems of a 400 or 409 on their inputs, else
 * `fallback`.
 */
export function formRefusalOf(error: SdkError, wording: RefusalWording): FormRefusal {
  const status = failureStatusOf(error);
  for (const refusal of wording.worded ?? []) {
    const matches =
      typeof refusal.when === 'number' ? error.status === refusal.when : error.hasCode(refusal.when);
    if (!matches) continue;
    return refusal.field
      ? { status, errors: { [refusal.field]: refusal.message }, formError: null }
      : { status, errors: {}, formError: refusal.message };
  }
  if (error.status === 429) return { status, errors: {}, formError: TOO_MANY_ATTEMPTS };
  // A 400's problems, and a 409 that names the input in conflict (`display-name-taken`), go on
  // their inputs.
  if (error.status === 400 || error.status === 409) {
    const errors = apiFieldErrors(error, wording.inputOf);
    if (Object.keys(errors).length > 0) return { status, errors, formError: null };
  }
  return { status, errors: {}, formError: wording.fallback };
}
