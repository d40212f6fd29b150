/**
 * Stripe's error answers: `{ error: { type, code, decline_code, message, param, … } }` with the
 * HTTP status the SDK maps to its error classes (400/404 invalid request, 402 card error, 401
 * authentication, 500 API error). Handlers throw these; the server writes them.
 */
export class StripeDoubleError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }

  get body(): { error: Record<string, unknown> } {
    return { error: this.error };
  }
}

const DOCS = 'https://docs.stripe.com/error-codes';

/** A request Stripe refuses for its parameters or the state of an object (400). */
export function invalidRequest(
  message: string,
  options: { code?: string; param?: string; extra?: Record<string, unknown>; status?: number } = {},
): StripeDoubleError {
  return new StripeDoubleError(options.status ?? 400, {
    type: 'invalid_request_error',
    message,
    ...(options.code ? { code: options.code, doc_url: `${DOCS}/${options.code.replaceAll('_', '-')}` } : {}),
    ...(options.param ? { param: options.param } : {}),
    ...options.extra,
  });
}

/** `No such payment_intent: 'pi_…'` (404 `resource_missing`). */
export function noSuch(kind: string, id: string, param = 'id'): StripeDoubleError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });
}

/** `Missing required param: amount.` */
export function missingParam(param: string): StripeDoubleError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/** A declined or failed card (402 `card_error`), carrying the object it failed on. */
export function cardError(
  message: string,
  code: string,
  declineCode: string | undefined,
  extra: Record<string, unknown> = {},
): StripeDoubleError {
  return new StripeDoubleError(402, {
    type: 'card_error',
    code,
    ...(declineCode ? { decline_code: declineCode } : {}),
    message,
    doc_url: `${DOCS}/${code.replaceAll('_', '-')}`,
    ...extra,
  });
}

/** An idempotency key reused for another request (Stripe answers 400 `idempotency_error`). */
export function idempotencyError(key: string): StripeDoubleError {
  return new StripeDoubleError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

/** A missing or wrong secret key (401). */
export function authenticationError(message: string): StripeDoubleError {
  return new StripeDoubleError(401, { type: 'invalid_request_error', message });
}

/** Stripe's own failure (500), as the fault injection produces it. */
export function apiError(): StripeDoubleError {
  return new StripeDoubleError(500, {
    type: 'api_error',
    message: 'An unknown error occurred while processing your request (injected by the Stripe double).',
  });
}
