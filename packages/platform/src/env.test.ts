import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from './env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  CLIENT_SECRET: 'a-production-client-secret',
  TOKEN_SECRET: 'a-production-token-secret-of-32-characters',
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
