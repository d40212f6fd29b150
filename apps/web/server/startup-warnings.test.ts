import { describe, expect, it } from 'vitest';
import { startupWarnings } from './startup-warnings.ts';

describe('startupWarnings', () => {
  it('names TRUST_PROXY when ROOT_URL is https and no proxy is trusted', () => {
    const warnings = startupWarnings({ ROOT_URL: 'https://shop.example', TRUST_PROXY: false });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY/);
    expect(warnings[0]).toMatch(/form/);
  });

  it('warns when the local demo (NODE_ENV not production) is served under a public name', () => {
    const warnings = startupWarnings({
      ROOT_URL: 'https://shop.example',
      TRUST_PROXY: 1,
      NODE_ENV: 'development',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/NODE_ENV=production/);
    expect(warnings[0]).toMatch(/development secrets/);
  });

  it.each<[Parameters<typeof startupWarnings>[0]]>([
    [{ ROOT_URL: 'https://shop.example', TRUST_PROXY: 1 }],
    [{ ROOT_URL: 'https://shop.example', TRUST_PROXY: ['10.0.0.2'] }],
    [{ ROOT_URL: 'http://localhost:3000', TRUST_PROXY: false }],
    [{ ROOT_URL: 'http://localhost:3000', TRUST_PROXY: false, NODE_ENV: 'development' }],
    [{ ROOT_URL: 'http://127.0.0.1:4000', TRUST_PROXY: false, NODE_ENV: 'development' }],
    [{ ROOT_URL: 'http://shop.localhost', TRUST_PROXY: false, NODE_ENV: 'test' }],
    [{ ROOT_URL: 'https://shop.example', TRUST_PROXY: 1, NODE_ENV: 'production' }],
  ])('has nothing to say about %j', (env) => {
    expect(startupWarnings(env)).toEqual([]);
  });
});
