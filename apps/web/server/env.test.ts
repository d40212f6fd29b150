import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadServerEnv } from './env.ts';

describe('loadServerEnv', () => {
  let dir: string;
  const saved = { ...process.env };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mercato-env-'));
    // As under `npm start`: the process runs as production whatever the deployment is.
    process.env.NODE_ENV = 'production';
    delete process.env.CLIENT_SECRET;
    delete process.env.TOKEN_SECRET;
    delete process.env.SEED_DEMO_DATA;
    delete process.env.ALLOW_TEST_PAYMENTS;
    delete process.env.PAYMENTS;
  });
  afterEach(() => {
    for (const key of [
      'NODE_ENV',
      'CLIENT_SECRET',
      'TOKEN_SECRET',
      'SEED_DEMO_DATA',
      'ALLOW_TEST_PAYMENTS',
      'PAYMENTS',
    ] as const) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the local demo when the operator gave no NODE_ENV, whatever the process runs as', () => {
    const env = loadServerEnv({ cwd: dir, deployment: undefined });
    expect(env.NODE_ENV).toBe('development');
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.CLIENT_SECRET).toMatch(/^dev-only/);
  });

  it('is a real deployment when the operator said production: secrets required, no demo data', () => {
    expect(() => loadServerEnv({ cwd: dir, deployment: 'production' })).toThrow(/CLIENT_SECRET/);
    process.env.CLIENT_SECRET = 'a-real-client-secret-value';
    process.env.TOKEN_SECRET = 'a-real-token-secret-of-at-least-32-chars';
    // Production takes no fake money unless told to (issue #27): the sandbox needs the operator's word.
    expect(() => loadServerEnv({ cwd: dir, deployment: 'production' })).toThrow(/PAYMENTS/);
    process.env.ALLOW_TEST_PAYMENTS = 'true';
    const env = loadServerEnv({ cwd: dir, deployment: 'production' });
    expect(env.NODE_ENV).toBe('production');
    expect(env.SEED_DEMO_DATA).toBe(false);
  });

  it("takes the process's NODE_ENV when no deployment is passed (node apps/web/dist/server.js)", () => {
    process.env.NODE_ENV = 'test';
    expect(loadServerEnv({ cwd: dir }).NODE_ENV).toBe('test');
  });
});
