import type { FastifyRequest } from 'fastify';
import type { ThrottleRule } from '../../lib/throttle.ts';

/**
 * Every security figure of ADR 005 in one place: the routes and services read them from here, and
 * the concurrency suite fires parallel requests at each.
 */

/** A per-process request-rate limit (`@fastify/rate-limit`, keyed by client IP unless said). */
export interface RequestRateLimit {
  max: number;
  timeWindow: string;
}

/** Request-rate limits per route family (per IP; uploads per user). */
export const REQUEST_RATE_LIMITS = {
  authToken: { max: 60, timeWindow: '1 minute' },
  authWithIdp: { max: 60, timeWindow: '1 minute' },
  signup: { max: 30, timeWindow: '10 minutes' },
  changeEmail: { max: 20, timeWindow: '15 minutes' },
  changePassword: { max: 20, timeWindow: '15 minutes' },
  sendVerificationEmail: { max: 10, timeWindow: '60 minutes' },
  verifyEmail: { max: 30, timeWindow: '15 minutes' },
  deleteAccount: { max: 10, timeWindow: '15 minutes' },
  passwordResetRequest: { max: 10, timeWindow: '15 minutes' },
  passwordReset: { max: 20, timeWindow: '15 minutes' },
  imageUpload: { max: 60, timeWindow: '1 hour' },
  // Each of these calls Stripe for the user. Setting up and saving cards is how stolen cards are
  // tried out ("card testing"), which Stripe holds the platform to account for.
  stripeSetupIntent: { max: 30, timeWindow: '1 hour' },
  stripeSaveCard: { max: 20, timeWindow: '1 hour' },
  stripePayoutDetails: { max: 30, timeWindow: '15 minutes' },
} as const satisfies Record<string, RequestRateLimit>;

/** The `config` of a route limited by one of the request-rate limits above. */
export function rateLimited(limit: RequestRateLimit): { rateLimit: RequestRateLimit } {
  return { rateLimit: { ...limit } };
}

/**
 * The `config` of a route for logged-in users limited per user, counted under `name` (the route's
 * guard runs first, so the caller is known): users behind one address — the web app's server, an
 * office — do not share the limit, and one user cannot escape it by changing address.
 */
export function rateLimitedPerUser(
  name: string,
  limit: RequestRateLimit,
): { rateLimit: RequestRateLimit & { keyGenerator: (request: FastifyRequest) => string } } {
  return {
    rateLimit: {
      ...limit,
      keyGenerator: (request) =>
        request.principal?.kind === 'user' ? `${name}:${request.principal.userId}` : request.ip,
    },
  };
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** A rule of `limit` per fifteen minutes, counted under `name`: the window of the login limits. */
function perFifteenMinutes(name: string, limit: number): ThrottleRule {
  return { name, limit, windowMs: FIFTEEN_MINUTES };
}

/**
 * Login attempts per account (the normalised email, existing or not, so the limit reveals
 * nothing). An attempt is reserved before the password is checked and given back on success, so
 * at most this many wrong passwords are ever checked per window, however many arrive at once.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = perFifteenMinutes('login-fail:account', 10);

/**
 * Login attempts per account from an address it has logged in from before: a budget of their own,
 * so strangers spending the account's budget do not lock the owner out (OWASP's advice on
 * lockouts, by address). Guesses from such an address still meet this limit and the per-IP one.
 */
export const LOGIN_FAILURES_PER_KNOWN_ADDRESS = perFifteenMinutes('login-fail:known-address', 10);

/** Console login attempts per operator account (issue #30), reserved and given back like users'. */
export const OPERATOR_LOGIN_FAILURES_PER_ACCOUNT = perFifteenMinutes('operator-login-fail:account', 10);

/** Console login attempts per client IP. */
export const OPERATOR_LOGIN_FAILURES_PER_IP = perFifteenMinutes('operator-login-fail:ip', 30);

/** How long an address stays known to an account without a login from it. */
export const KNOWN_LOGIN_ADDRESS_DAYS = 180;

/** Login attempts per client IP, reserved and given back like LOGIN_FAILURES_PER_ACCOUNT. */
export const LOGIN_FAILURES_PER_IP = perFifteenMinutes('login-fail:ip', 50);

/**
 * Wrong current passwords on account operations (change email or password, delete) count like
 * failed logins: a stolen session must not become a way to guess the password.
 */
export const CURRENT_PASSWORD_FAILURES = perFifteenMinutes('current-password-fail', 10);

/** Reset emails one address may be sent per hour (on top of the per-IP route limit). */
export const RESET_REQUESTS_PER_ADDRESS: ThrottleRule = {
  name: 'password-reset',
  limit: 5,
  windowMs: 60 * 60_000,
};

/** Verification emails a user may ask for per day (spec §7, §9). */
export const VERIFICATION_EMAILS_PER_DAY: ThrottleRule = {
  name: 'verify-email-send',
  limit: 5,
  windowMs: 24 * 60 * 60_000,
};

// The image variant limits (custom renders per IP, custom sizes kept per image) live beside the
// images feature that spends them, `features/images/variant-limits.ts`: access depends on users,
// which depends on images.
