import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from './env.ts';

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
