import { API_ERRORS, type ApiErrorCode } from '@mercato/core/errors/api-errors';

/** Where in the request a bad value came from (api notes §6 `source`). */
export interface ErrorSource {
  path: string[];
  type: 'body' | 'query';
}

/** One problem to report; an AppError carries one or more. */
export interface AppErrorDetail {
  code: ApiErrorCode;
  title?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
}

/**
 * The one error type services throw. Its code decides the HTTP status (from the core catalogue);
 * the error handler turns it into the API error format. Never carries internals to the client.
 */
export class AppError extends Error {
  readonly status: number;
  readonly details: AppErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(code: ApiErrorCode, title?: string, extra: Omit<AppErrorDetail, 'code' | 'title'> = {}) {
    super(title ?? API_ERRORS[code].title);
    this.name = 'AppError';
    this.status = API_ERRORS[code].status;
    this.details = [{ code, title: title ?? API_ERRORS[code].title, ...extra }];
    this.headers = {};
  }

  /** Several problems at once (validation); the status is the first one's. */
  static many(details: AppErrorDetail[]): AppError {
    const first = details[0];
    if (!first) throw new Error('AppError.many needs at least one detail');
    const error = new AppError(first.code, first.title, { source: first.source, meta: first.meta });
    error.details.splice(0, 1, ...details);
    return error;
  }

  /** Adds a response header (e.g. Retry-After) and returns the error for throwing. */
  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }

  /** The code of the first problem. */
  get code(): ApiErrorCode {
    return this.details[0]!.code;
  }
}
