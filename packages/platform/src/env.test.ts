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
