import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { expect, it } from 'vitest';
import { applyConfigFile } from '../src/features/config/marketplace-config.service.ts';
import { describeEachDialect } from './harness.ts';

describeEachDialect('configuration assets', (platform) => {
  const get = (url: string) =>
    platform().app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

  it('serves the configuration by the latest alias and by version, without a token', async () => {
    const latest = await get('/v1/assets/pub/mercato-web/a/latest/mercato/config.json');
    expect(latest.statusCode).toBe(200);
    const body = latest.json() as { data: { userTypes: { label: string }[] }; meta: { version: string } };
    expect(body.data.userTypes.map((t) => t.label)).toEqual(['Seller', 'Buyer', 'Guest', 'Host']);
    expect(latest.headers['cache-control']).toBe('public, max-age=60');
    const pinned = await get(`/v1/assets/pub/mercato-web/v/${body.meta.version}/users/user-types.json`);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toContain('immutable');
    expect((pinned.json() as { data: { userTypes: unknown[] } }).data.userTypes).toHaveLength(4);
  });

  it('answers 404 for unknown clients, paths and versions', async () => {
    expect((await get('/v1/assets/pub/other-client/a/latest/mercato/config.json')).statusCode).toBe(404);
    expect((await get('/v1/assets/pub/mercato-web/a/latest/secret.json')).statusCode).toBe(404);
    expect((await get('/v1/assets/pub/mercato-web/v/nope/mercato/config.json')).statusCode).toBe(404);
  });

  it('applies a configuration file once, refusing invalid ones', async () => {
    const config = {
      ...DEFAULT_MARKETPLACE_CONFIG,
      accessControl: { ...DEFAULT_MARKETPLACE_CONFIG.accessControl, marketplace: { private: true } },
    };
    expect(await applyConfigFile(platform().ctx, JSON.stringify(config))).toBe(true);
    expect(await applyConfigFile(platform().ctx, JSON.stringify(config))).toBe(false);
    const access = await get('/v1/assets/pub/mercato-web/a/latest/general/access-control.json');
    expect((access.json() as { data: { marketplace: { private: boolean } } }).data.marketplace.private).toBe(
      true,
    );
    await expect(applyConfigFile(platform().ctx, '{')).rejects.toThrow(/not valid JSON/);
    await expect(
      applyConfigFile(platform().ctx, JSON.stringify({ ...config, listingTypes: [] })),
    ).rejects.toThrow(/invalid/);
  });
});
