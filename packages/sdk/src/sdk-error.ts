import type { ApiErrorBody } from '@mercato/core/contracts/api-error-body';
import type { ApiErrorCode } from '@mercato/core/errors/api-errors';

/** An API call that failed: HTTP status plus the decoded `errors[]` (api notes §6). */
export class SdkError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorBody['errors'],
  ) {
    super(errors[0]?.title ?? `Request failed with status ${status}`);
    this.name = 'SdkError';
  }

  /**
   * Whether a value is an SdkError. Checks the shape, not the class: bundles may each carry their
   * own copy of this module, which defeats `instanceof`.
   */
  static is(value: unknown): value is SdkError {
    if (value instanceof SdkError) return true;
    const e = value as { name?: unknown; status?: unknown; errors?: unknown } | null;
    return e?.name === 'SdkError' && typeof e.status === 'number' && Array.isArray(e.errors);
  }

  /** The first error's code, e.g. `email-taken`. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** Whether any error has this code; only codes of the platform's catalogue can be asked for. */
  hasCode(code: ApiErrorCode): boolean {
    return this.errors.some((e) => e.code === code);
  }
}
