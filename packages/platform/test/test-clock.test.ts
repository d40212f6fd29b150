import { afterEach, describe, expect, it } from 'vitest';
import { bootPlatform, buildPlatformApp } from '../src/app.ts';
import { createTestEnvironment } from './harness.ts';

// /_clock exists only on a server started with TEST_CLOCK=true; the e2e suites move time with it.
describe('the movable clock of end-to-end servers', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(env: Record<string, string>) {
    const environment = await createTestEnvironment('sqlite', env);
    const platform = await bootPlatform(environment.env);
    const app = await buildPlatformApp(platform);
    cleanups.push(async () => {
      await app.close();
      await environment.remove();
    });
    return { app, platform };
  }

  it('tells the time and moves forward only, by whole seconds', async () => {
    const { app, platform } = await start({ TEST_CLOCK: 'true' });
    const first = await app.inject({ method: 'GET', url: '/_clock' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ offsetSeconds: 0 });

    const moved = await app.inject({ method: 'POST', url: '/_clock?advanceSeconds=172800' });
    expect(moved.statusCode).toBe(200);
    const { now, offsetSeconds } = moved.json() as { now: string; offsetSeconds: number };
    expect(offsetSeconds).toBe(172_800);
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(172_790_000);
    // The platform's own time (jobs, tokens, transitions) is the moved one.
    expect(platform.clock().getTime() - Date.now()).toBeGreaterThan(172_790_000);

    for (const bad of [
      '',
      '?advanceSeconds=0',
      '?advanceSeconds=-60',
      '?advanceSeconds=1.5',
      '?advanceSeconds=x',
      '?advanceSeconds=60&back=1',
    ]) {
      const res = await app.inject({ method: 'POST', url: `/_clock${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/advanceSeconds must be a whole number/);
    }
    expect((await app.inject({ method: 'GET', url: '/_clock' })).json()).toMatchObject({
      offsetSeconds: 172_800,
    });
  });

  it('does not exist without TEST_CLOCK', async () => {
    const { app, platform } = await start({});
    expect((await app.inject({ method: 'GET', url: '/_clock' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/_clock?advanceSeconds=60' })).statusCode).toBe(404);
    expect(Math.abs(platform.clock().getTime() - Date.now())).toBeLessThan(5000);
  });
});
