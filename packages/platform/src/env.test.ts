import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from './env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  CLIENT_SECRET: 'a-production-client-secret',
  TOKEN_SECRET: 'a-production-token-secret-of-32-characters',
  // These tests are not about money: a production install on the sandbox, said knowingly.
  ALLOW_TEST_PAYMENTS: 'true',
};

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, false | number | string[]]>([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['', false],
    // `true` used to mean "trust every X-Forwarded-For hop"; now it is the usual single proxy.
    ['true', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j → %j', (value, expected) => {
    expect(parsePlatformEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    'yes',
    '-1',
    '1.5',
    '100',
    'everything',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1,',
    '10.0.0.256',
    '*',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => parsePlatformEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('SEED_DEMO_DATA', () => {
  it('seeds the demo outside production unless told not to', () => {
    expect(parsePlatformEnv({}).SEED_DEMO_DATA).toBe(true);
    expect(parsePlatformEnv({ NODE_ENV: 'development' }).SEED_DEMO_DATA).toBe(true);
    expect(parsePlatformEnv({ NODE_ENV: 'test' }).SEED_DEMO_DATA).toBe(true);
    expect(parsePlatformEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('never seeds in production unless SEED_DEMO_DATA=true is given', () => {
    expect(parsePlatformEnv(PRODUCTION).SEED_DEMO_DATA).toBe(false);
    expect(parsePlatformEnv({ ...PRODUCTION, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(parsePlatformEnv({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });
});

describe('worker settings', () => {
  it('runs web and worker in one process, with defaults fit for housekeeping', () => {
    expect(parsePlatformEnv({})).toMatchObject({
      ROLE: 'all',
      WORKER_CONCURRENCY: 2,
      WORKER_POLL_INTERVAL_MS: 1000,
      WORKER_LOCK_TIMEOUT_SECONDS: 60,
      WORKER_SHUTDOWN_TIMEOUT_SECONDS: 10,
      CLEANUP_INTERVAL_MINUTES: 60,
      IMAGE_UNCLAIMED_GRACE_HOURS: 24,
    });
    expect(parsePlatformEnv({ ROLE: 'worker', IMAGE_UNCLAIMED_GRACE_HOURS: '48' })).toMatchObject({
      ROLE: 'worker',
      IMAGE_UNCLAIMED_GRACE_HOURS: 48,
    });
  });

  it.each([
    ['ROLE', 'api'],
    ['WORKER_CONCURRENCY', '0'],
    ['WORKER_POLL_INTERVAL_MS', '10'],
    ['WORKER_LOCK_TIMEOUT_SECONDS', '1'],
    ['CLEANUP_INTERVAL_MINUTES', '0'],
    ['IMAGE_UNCLAIMED_GRACE_HOURS', '0'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => parsePlatformEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('ROOT_URL', () => {
  it('defaults to localhost on the port the server listens on, so absolute image URLs reach it', () => {
    expect(parsePlatformEnv({}).ROOT_URL).toBe('http://localhost:3000');
    expect(parsePlatformEnv({ PORT: '3100' }).ROOT_URL).toBe('http://localhost:3100');
    expect(parsePlatformEnv({ PORT: '3100', ROOT_URL: 'https://shop.example' }).ROOT_URL).toBe(
      'https://shop.example',
    );
  });
});

describe('TEST_CLOCK', () => {
  it('is off unless asked for, and allowed outside production', () => {
    expect(parsePlatformEnv({}).TEST_CLOCK).toBe(false);
    expect(parsePlatformEnv({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });

  it('is refused in production, naming the variable', () => {
    expect(parsePlatformEnv(PRODUCTION).TEST_CLOCK).toBe(false);
    expect(() => parsePlatformEnv({ ...PRODUCTION, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
  });
});

describe('HOST', () => {
  it('listens on this machine only for a local demo, on every interface in production, as set otherwise', () => {
    expect(parsePlatformEnv({}).HOST).toBe('127.0.0.1');
    expect(parsePlatformEnv(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(parsePlatformEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parsePlatformEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });
});

describe('payments (PAYMENTS, STRIPE_*)', () => {
  const STRIPE = {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51abcDEF',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcDEF',
  };
  const problemsOf = (source: Record<string, string>) => {
    try {
      parsePlatformEnv(source);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is the sandbox by default, for the local demo', () => {
    const env = parsePlatformEnv({});
    expect(env.PAYMENTS).toBe('sandbox');
    expect(env.ALLOW_TEST_PAYMENTS).toBe(false);
  });

  it('refuses the sandbox in production unless ALLOW_TEST_PAYMENTS=true', () => {
    const { ALLOW_TEST_PAYMENTS: _allowed, ...production } = PRODUCTION;
    expect(problemsOf(production)).toMatch(/PAYMENTS: is sandbox \(the default\) in production/);
    expect(problemsOf({ ...production, ALLOW_TEST_PAYMENTS: 'false' })).toMatch(/ALLOW_TEST_PAYMENTS=true/);
    expect(parsePlatformEnv({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).PAYMENTS).toBe('sandbox');
  });

  it('takes Stripe with both keys, and the API base as an origin', () => {
    const env = parsePlatformEnv({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(env).toMatchObject({ PAYMENTS: 'stripe', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(parsePlatformEnv(STRIPE).STRIPE_API_BASE).toBeUndefined();
  });

  it('names each missing or malformed Stripe setting', () => {
    const missing = problemsOf({ PAYMENTS: 'stripe' });
    expect(missing).toMatch(/STRIPE_SECRET_KEY: is required when PAYMENTS=stripe/);
    expect(missing).toMatch(/STRIPE_PUBLISHABLE_KEY: is required when PAYMENTS=stripe/);
    expect(problemsOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_oops' })).toMatch(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(problemsOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' })).toMatch(
      /STRIPE_PUBLISHABLE_KEY: is a live-mode key but STRIPE_SECRET_KEY is a test-mode key/,
    );
    expect(problemsOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toMatch(
      /STRIPE_WEBHOOK_SECRET: must be/,
    );
    expect(problemsOf({ ...STRIPE, STRIPE_API_BASE: 'ftp://stripe.example' })).toMatch(
      /STRIPE_API_BASE: must be the origin of the Stripe API/,
    );
    expect(problemsOf({ ...STRIPE, STRIPE_API_BASE: 'https://api.stripe.com/v1' })).toMatch(
      /STRIPE_API_BASE/,
    );
    expect(problemsOf({ PAYMENTS: 'paypal' })).toMatch(/PAYMENTS:/);
  });

  it('requires the webhook secret in production with Stripe', () => {
    const { ALLOW_TEST_PAYMENTS: _allowed, ...production } = PRODUCTION;
    expect(problemsOf({ ...production, ...STRIPE })).toMatch(
      /STRIPE_WEBHOOK_SECRET: is required in production/,
    );
    const env = parsePlatformEnv({ ...production, ...STRIPE, STRIPE_WEBHOOK_SECRET: 'whsec_abc123' });
    expect(env.STRIPE_WEBHOOK_SECRET).toBe('whsec_abc123');
  });
});

describe('CLAMD_URL', () => {
  it('is off unless set, and takes a ClamAV daemon by tcp://host:port', () => {
    expect(parsePlatformEnv({}).CLAMD_URL).toBeUndefined();
    expect(parsePlatformEnv({ CLAMD_URL: 'tcp://clamav:3310' }).CLAMD_URL).toBe('tcp://clamav:3310');
    expect(parsePlatformEnv({ CLAMD_URL: 'tcp://127.0.0.1' }).CLAMD_URL).toBe('tcp://127.0.0.1');
  });

  it.each(['clamav:3310', 'http://clamav:3310', 'tcp://clamav:3310/scan', 'unix:///run/clamd.sock'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => parsePlatformEnv({ CLAMD_URL: value })).toThrow(/CLAMD_URL/);
    },
  );
});

describe('several instances: REDIS_URL, STORAGE, METRICS_TOKEN, SHUTDOWN_DELAY_SECONDS', () => {
  it('runs alone by default: no Redis, files on disk, no /metrics, no shutdown delay', () => {
    const env = parsePlatformEnv({});
    expect([env.REDIS_URL, env.STORAGE, env.METRICS_TOKEN, env.SHUTDOWN_DELAY_SECONDS]).toEqual([
      undefined,
      'disk',
      undefined,
      0,
    ]);
  });

  it.each(['redis://127.0.0.1:6379', 'rediss://user:secret@cache.internal:6380/2'])(
    'takes REDIS_URL %j',
    (url) => {
      expect(parsePlatformEnv({ REDIS_URL: url }).REDIS_URL).toBe(url);
    },
  );

  it.each(['127.0.0.1:6379', 'http://cache:6379', 'redis://cache:6379/db'])('refuses REDIS_URL %j', (url) => {
    expect(() => parsePlatformEnv({ REDIS_URL: url })).toThrow(/REDIS_URL/);
  });

  it('takes an S3 bucket, with path-style addressing left to the adapter', () => {
    const env = parsePlatformEnv({
      STORAGE: 's3',
      S3_BUCKET: 'mercato-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect([env.STORAGE, env.S3_BUCKET, env.S3_REGION, env.S3_FORCE_PATH_STYLE]).toEqual([
      's3',
      'mercato-files',
      'us-east-1',
      undefined,
    ]);
  });

  it('names what S3 storage is missing', () => {
    expect(() => parsePlatformEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE=s3/);
    expect(() => parsePlatformEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parsePlatformEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://files' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => parsePlatformEnv({ STORAGE: 'nfs' })).toThrow(/STORAGE/);
  });

  it('wants a long METRICS_TOKEN', () => {
    expect(() => parsePlatformEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('SENTRY_DSN', () => {
  it('is off unless set; traces a tenth of requests; files events under the kind of deployment', () => {
    expect(parsePlatformEnv({}).SENTRY_DSN).toBeUndefined();
    expect(parsePlatformEnv({}).SENTRY_TRACES_SAMPLE_RATE).toBe(0.1);
    expect(parsePlatformEnv({}).SENTRY_ENVIRONMENT).toBe('development');
    expect(parsePlatformEnv(PRODUCTION).SENTRY_ENVIRONMENT).toBe('production');
    expect(parsePlatformEnv({ SENTRY_ENVIRONMENT: 'staging' }).SENTRY_ENVIRONMENT).toBe('staging');
    const dsn = 'https://0123abcd@o42.ingest.sentry.io/4504';
    expect(parsePlatformEnv({ SENTRY_DSN: dsn }).SENTRY_DSN).toBe(dsn);
  });

  it.each([
    'https://o42.ingest.sentry.io/4504',
    'https://key@errors.example/',
    'ftp://key@errors.example/1',
    'not a dsn',
  ])('refuses %j, naming the variable', (dsn) => {
    expect(() => parsePlatformEnv({ SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN/);
  });

  it('takes a sample rate between 0 and 1', () => {
    expect(() => parsePlatformEnv({ SENTRY_TRACES_SAMPLE_RATE: '1.5' })).toThrow(/SENTRY_TRACES_SAMPLE_RATE/);
  });
});
