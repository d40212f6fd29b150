import { isIP } from 'node:net';
import { z } from 'zod';

const DEV_CLIENT_SECRET = 'dev-only-client-secret-change-me';
const DEV_TOKEN_SECRET = 'dev-only-token-secret-change-me-please';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const MAX_PROXY_HOPS = 10;

// proxy-addr's names for the usual private ranges (127.0.0.0/8 and ::1, link-local, private).
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  if (NAMED_PROXY_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address, scheme and host (X-Forwarded-*): none, the nearest
 * `n` hops, or the listed addresses and CIDR ranges. Never all of them: the left-most
 * X-Forwarded-For entry is whatever the client wrote. `true` means one hop.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_PROXY_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_PROXY_HOPS} proxy hops` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxy hops (1, 2…) or a comma-separated list of proxy addresses or CIDR ranges; not an address: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  });

/** A comma-separated list of origins (`https://shop.example,http://localhost:3001`) or `*`. */
const CorsOriginsSchema = z
  .string()
  .trim()
  .transform((value, ctx): '*' | string[] => {
    if (value === '*') return '*';
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      let origin: string | undefined;
      try {
        const url = new URL(entry);
        origin =
          /^https?:$/.test(url.protocol) && url.origin === entry.replace(/\/$/, '') ? url.origin : undefined;
      } catch {
        origin = undefined;
      }
      if (!origin) {
        ctx.addIssue({
          code: 'custom',
          message: `must be * or a comma-separated list of origins such as https://shop.example (scheme, host and port only); not an origin: ${JSON.stringify(entry)}`,
        });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

/** Where Stripe's API is: an http(s) origin such as https://api.stripe.com or a local double. */
const StripeApiBaseSchema = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
      } catch {
        return false;
      }
    },
    {
      message:
        'must be the origin of the Stripe API, such as https://api.stripe.com or http://127.0.0.1:12111',
    },
  )
  .transform((value) => new URL(value).origin);

/** Environment of the platform, checked once at boot (see `.env.example`). */
export const PlatformEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: this machine only outside production (see the transform below).
    HOST: z.string().min(1).optional(),
    // Unset: http://localhost:<PORT> (see the transform below).
    ROOT_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .default('file:./data/mercato.db')
      .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
        message: 'must be file:<path> (SQLite) or postgres://… (PostgreSQL)',
      }),
    MARKETPLACE_NAME: z.string().trim().min(1).max(100).default('Mercato Demo'),
    CLIENT_ID: z.string().min(1).max(100).default('mercato-web'),
    CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(180),
    // Unset: seed outside production only (see the transform below).
    SEED_DEMO_DATA: booleanString.optional(),
    RATE_LIMIT_ENABLED: booleanString.default(true),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Mercato <no-reply@mercato.localhost>'),
    MAIL_OUTBOX_PAGE: booleanString.optional(),
    // Where uploaded images and files go (ADR 020): files under STORAGE_DIR (one machine), or an
    // S3-compatible bucket shared by every instance (AWS S3, MinIO, R2…).
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    STORAGE_DIR: z.string().min(1).default('./data/uploads'),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    // Unset: AWS's endpoint for S3_REGION. Another store: its URL (https://…, http:// on loopback).
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    // Unset: the AWS SDK's own lookup (environment, instance or task role).
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    // Bucket in the path rather than the host name; unset: true with S3_ENDPOINT, false for AWS.
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    MARKETPLACE_CONFIG: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: TrustProxySchema.default(false),
    // What `npm start` runs: web + API + job worker (all), without the worker (web), the worker alone,
    // or only the database's preparation (setup: migrations and, for the local demo, its data; then exit).
    ROLE: z.enum(['all', 'web', 'worker', 'setup']).default('all'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    // Requests the server starts per turn of its event loop, and how long one may wait for its turn
    // before it is answered 503 with Retry-After (http/request-queue.ts, issue #25).
    REQUESTS_PER_TURN: z.coerce.number().int().min(1).max(1000).default(4),
    REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    // How long the web server may keep a public page for visitors without a session, at most, while
    // the configuration and the data stay the same (ADR 016); 0 renders every page every time.
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    WORKER_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    WORKER_LOCK_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    WORKER_SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    // After SIGTERM, how long the server keeps serving while GET /readyz answers 503, so a load
    // balancer takes it out of rotation before it stops accepting connections (ADR 020). 0: stop at once.
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    IMAGE_UNCLAIMED_GRACE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    // The largest file users may share (issue #29); at most 100 MB, Mercato's own limit.
    FILE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(100 * 1024 * 1024),
    // A ClamAV daemon (`tcp://host:3310`) the worker's file check asks about every upload (ADR 018);
    // unset: no malware scan. Its StreamMaxLength must be at least FILE_MAX_BYTES.
    CLAMD_URL: z
      .string()
      .regex(/^tcp:\/\/[^/:]+(:\d+)?\/?$/, 'must be tcp://host:port')
      .optional(),
    // Rendered image variants kept on disk; the least recently served go first (ADR 006).
    IMAGE_VARIANT_CACHE_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
    // Browser origins allowed to call /v1 (CORS); unset: the site's own origin, plus any localhost
    // origin outside production. `*` allows every origin.
    CORS_ORIGINS: CorsOriginsSchema.optional(),
    // Where a login as a user may send its code besides ROOT_URL's own /api/login-as: the login-as
    // address of another front end of this marketplace (a Sharetribe Web Template), comma-separated.
    LOGIN_AS_REDIRECT_URIS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((uri) => uri.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs' })))
      .optional(),
    // Bearer token of the operator's admin endpoints (/v1/admin/*); unset: they are off.
    ADMIN_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    // Several instances (issue #31, ADR 020): the request-rate limits counted in Redis, shared by every
    // instance; unset: counted in this process's memory. redis://[user:password@]host:port[/db], or
    // rediss:// for TLS.
    REDIS_URL: z
      .string()
      .trim()
      .regex(
        /^rediss?:\/\/[^/\s]+(\/\d{1,2})?$/,
        'must be redis://host:port (or rediss:// for TLS), optionally /<db>',
      )
      .optional(),
    // Bearer token of GET /metrics (Prometheus text); unset: /metrics answers 404.
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    // Error reporting (spec §9, ADR 020): server and browser errors go to this Sentry DSN
    // (https://<key>@<host>/<project>: Sentry, GlitchTip, any server of its protocol); unset: the log only.
    SENTRY_DSN: z
      .string()
      .trim()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (
              /^https?:$/.test(url.protocol) && url.username !== '' && /^\/(.+\/)?\d+$/.test(url.pathname)
            );
          } catch {
            return false;
          }
        },
        { message: 'must be a Sentry DSN: https://<public key>@<host>/<project id>' },
      )
      .optional(),
    // Unset: production for a real deployment, development otherwise.
    SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
    // The share of page loads and requests traced (spec §9: 0.1).
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    // End-to-end tests: a server clock that POST /_clock moves forward. Refused in production.
    TEST_CLOCK: booleanString.default(false),
    // Who moves the money (issue #27): the offline `sandbox` (test cards, never a card network) or
    // Stripe Connect with the keys below. Production refuses the sandbox unless ALLOW_TEST_PAYMENTS.
    PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
    ALLOW_TEST_PAYMENTS: booleanString.default(false),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9_]+$/, "must be a webhook endpoint's signing secret (whsec_…)")
      .optional(),
    // Unset: Stripe's own API. A local Stripe double in tests (http://127.0.0.1:<port>).
    STRIPE_API_BASE: StripeApiBaseSchema.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    checkPaymentsEnv(env, ctx);
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.TEST_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'must not be set in production: anyone could move the marketplace clock',
      });
    }
    for (const key of ['CLIENT_SECRET', 'TOKEN_SECRET'] as const) {
      const value = env[key];
      if (!value || value === DEV_CLIENT_SECRET || value === DEV_TOKEN_SECRET) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be set to a secret value in production' });
      }
    }
  })
  .transform((env) => ({
    ...env,
    // Images and links are absolute on this URL, so a demo on another port must default to it.
    ROOT_URL: env.ROOT_URL ?? `http://localhost:${env.PORT === 0 ? 3000 : env.PORT}`,
    // A local demo runs with development secrets and published passwords: not for the network.
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    CLIENT_SECRET: env.CLIENT_SECRET ?? DEV_CLIENT_SECRET,
    TOKEN_SECRET: env.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    MAIL_OUTBOX_PAGE: env.MAIL_OUTBOX_PAGE ?? env.NODE_ENV !== 'production',
    // The demo accounts' password is published: a production install gets them only when asked.
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    SENTRY_ENVIRONMENT:
      env.SENTRY_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? 'production' : 'development'),
  }));

/** The variables the payments settings are checked from. */
interface PaymentsEnv {
  NODE_ENV: string;
  PAYMENTS: 'sandbox' | 'stripe';
  ALLOW_TEST_PAYMENTS: boolean;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}

/** Stripe's test or live mode of a key (`sk_test_…` → test). */
const keyMode = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/**
 * The payments settings (issue #27): Stripe needs its keys, of one mode; a production install
 * takes no fake money unless the operator says so (ALLOW_TEST_PAYMENTS=true, warned at each boot).
 */
function checkPaymentsEnv(env: PaymentsEnv, ctx: z.RefinementCtx): void {
  const issue = (path: keyof PaymentsEnv, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (env.PAYMENTS === 'sandbox') {
    if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_PAYMENTS) {
      issue(
        'PAYMENTS',
        'is sandbox (the default) in production: payments would never reach a card network. Set PAYMENTS=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_PAYMENTS=true to run on test payments knowingly',
      );
    }
    return;
  }
  const secret = env.STRIPE_SECRET_KEY;
  const publishable = env.STRIPE_PUBLISHABLE_KEY;
  if (!secret)
    issue('STRIPE_SECRET_KEY', 'is required when PAYMENTS=stripe (Dashboard → Developers → API keys)');
  if (!publishable) {
    issue('STRIPE_PUBLISHABLE_KEY', 'is required when PAYMENTS=stripe: the checkout loads Stripe.js with it');
  }
  if (secret && publishable && keyMode(secret) !== keyMode(publishable)) {
    issue(
      'STRIPE_PUBLISHABLE_KEY',
      `is a ${keyMode(publishable)}-mode key but STRIPE_SECRET_KEY is a ${keyMode(secret)}-mode key: both must come from the same mode`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_WEBHOOK_SECRET) {
    issue(
      'STRIPE_WEBHOOK_SECRET',
      "is required in production with PAYMENTS=stripe: the webhook endpoint's signing secret (whsec_…), without which payout accounts and refunds made at Stripe go unnoticed",
    );
  }
}

/** An OpenID Connect identity provider configured by `IDP_<ID>_*` variables. */
export interface IdentityProviderConfig {
  /** Lower-case id used in URLs and the API's `idpId` (`IDP_GOOGLE_ISSUER` → `google`). */
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const IdpSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,40}$/),
  label: z.string().min(1).max(60),
  issuer: z.url(),
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(500),
});

// Providers are open-ended, so their variables are found by pattern rather than listed.
function parseIdentityProviders(
  source: Record<string, string | undefined>,
  ctx: string[],
): IdentityProviderConfig[] {
  const providers: IdentityProviderConfig[] = [];
  for (const key of Object.keys(source).sort()) {
    const match = /^IDP_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const prefix = `IDP_${match[1]}`;
    const id = match[1].toLowerCase().replaceAll('_', '-');
    const parsed = IdpSchema.safeParse({
      id,
      label: source[`${prefix}_LABEL`] ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: source[key],
      clientId: source[`${prefix}_CLIENT_ID`],
      clientSecret: source[`${prefix}_CLIENT_SECRET`],
    });
    if (parsed.success) providers.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        ctx.push(
          `  ${prefix}_${String(issue.path[0])
            .replace(/([A-Z])/g, '_$1')
            .toUpperCase()}: ${issue.message}`,
        );
  }
  return providers;
}

/** Validated platform environment. */
export type PlatformEnv = z.infer<typeof PlatformEnvSchema> & { IDPS: IdentityProviderConfig[] };

/** Parses an environment, throwing one readable error listing every bad variable. */
export function parsePlatformEnv(source: Record<string, string | undefined>): PlatformEnv {
  const result = PlatformEnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  const idps = parseIdentityProviders(source, problems);
  if (!result.success || problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return { ...result.data, IDPS: idps };
}
