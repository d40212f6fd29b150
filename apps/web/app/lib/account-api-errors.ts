import type { SdkError } from '@mercato/sdk/sdk-error';
import type { FieldErrors } from './forms.ts';

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
