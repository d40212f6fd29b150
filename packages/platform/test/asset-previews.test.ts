import { adminAssetsResource } from '@mercato/sdk/admin/assets';
import { createAdminSession, memoryOperatorTokenStore } from '@mercato/sdk/admin/session';
import { injectTransport } from '@mercato/sdk/transport';
import { expect, it } from 'vitest';
import {
  PREVIEW_LIFETIME_MS,
  purgeExpiredAssetPreviews,
} from '../src/features/assets/asset-previews.service.ts';
import { auditEntries } from '../src/features/operators/operators.service.ts';
import { errorCodes } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { newActor, send } from './support/actors.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';

const LANDING = '/content/pages/landing-page.json';
const DRAFT_PAGE = {
  sections: [
    {
      sectionType: 'hero',
      sectionId: 'hero',
      title: { fieldType: 'heading1', content: 'A draft nobody saved' },
    },
  ],
};

// Previews of unsaved drafts (issue #30, ADR 019): an admin's draft of one document, refused as its
// save would be, read through `…/p/<token>/…` as the latest tree with the draft over it, for thirty
// minutes, while the live tree stays as it was.
describeEachDialect('asset previews', (platform) => {
  const p = platform;
  const adminAssets = async (role: 'admin' | 'support' = 'admin') => {
    const operator = await newOperator(p(), role);
    const tokenStore = memoryOperatorTokenStore(await operatorSessionOf(p(), operator.id));
    return adminAssetsResource(
      createAdminSession({ transport: injectTransport((options) => p().app.inject(options)), tokenStore }),
    );
  };
  const read = (alias: string, path: string) =>
    send(p(), { method: 'GET', url: `/v1/assets/pub/mercato-web/${alias}/${path.replace(/^\//, '')}` }, null);
  const body = (res: { body: string }) =>
    JSON.parse(res.body) as { data: Record<string, unknown>; meta: Record<string, unknown> };
  const previewCount = async () =>
    Number(
      (
        await p()
          .ctx.db.selectFrom('asset_previews')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  it('shows a page draft through its link only, for thirty minutes, and records who made it', async () => {
    const assets = await adminAssets();
    const live = body(await read('a/latest', LANDING));
    const preview = await assets.preview(LANDING, DRAFT_PAGE);
    expect(preview.path).toBe(LANDING);
    expect(Date.parse(preview.expiresAt) - p().clock.read().getTime()).toBe(PREVIEW_LIFETIME_MS);

    const drafted = await read(`p/${preview.token}`, LANDING);
    expect(drafted.statusCode).toBe(200);
    expect(drafted.headers['cache-control']).toBe('private, no-store');
    expect(body(drafted).data).toEqual(DRAFT_PAGE);
    expect(body(drafted).meta.preview).toEqual({ path: LANDING, expiresAt: preview.expiresAt });
    // Its own version, so nothing that keeps answers by version mixes it with the live tree.
    expect(body(drafted).meta.version).not.toBe(live.meta.version);
    // The rest of the tree is the live one; the live page did not change.
    const footer = body(await read(`p/${preview.token}`, '/content/footer.json')).data;
    expect(footer).toEqual(body(await read('a/latest', '/content/footer.json')).data);
    expect(body(await read('a/latest', LANDING))).toEqual(live);

    const audit = await auditEntries(p().ctx, {
      action: 'asset.preview',
      subjectId: LANDING,
      limit: 10,
      offset: 0,
    });
    expect(audit.entries.map((e) => e.after)).toContainEqual({ expiresAt: preview.expiresAt });

    p().clock.advance(PREVIEW_LIFETIME_MS - 1000);
    expect((await read(`p/${preview.token}`, LANDING)).statusCode).toBe(200);
    p().clock.advance(1000);
    const expired = await read(`p/${preview.token}`, LANDING);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('This preview link has expired or does not exist');
    const before = await previewCount();
    await purgeExpiredAssetPreviews(p().ctx);
    expect(await previewCount()).toBeLessThan(before);
  });

  it('previews the configuration: its generated documents follow the draft', async () => {
    const assets = await adminAssets();
    const config = (await assets.get('/mercato/config.json')).data as Record<string, unknown>;
    const branding = { ...(config.branding as Record<string, unknown>), marketplaceColor: '#123456' };
    const preview = await assets.preview('/mercato/config.json', { ...config, branding });
    const drafted = body(await read(`p/${preview.token}`, '/mercato/config.json')).data;
    expect((drafted.branding as Record<string, unknown>).marketplaceColor).toBe('#123456');
    const generated = body(await read(`p/${preview.token}`, '/design/branding.json')).data;
    expect(JSON.stringify(generated)).toContain('#123456');
    const live = body(await read('a/latest', '/mercato/config.json')).data;
    expect((live.branding as Record<string, unknown>).marketplaceColor).not.toBe('#123456');
  });

  it('refuses a draft its save would refuse, with the same reasons, and keeps nothing', async () => {
    const assets = await adminAssets();
    const operator = await newOperator(p(), 'admin');
    const bearer = await operatorSessionOf(p(), operator.id);
    const broken = { sections: [{ sectionType: 'hero' }] };
    const count = await previewCount();
    const previewed = await send(
      p(),
      { method: 'POST', url: '/v1/admin/asset_previews/create', body: { path: LANDING, data: broken } },
      { bearer },
    );
    const saved = await send(
      p(),
      { method: 'PUT', url: `/v1/admin/assets${LANDING}`, body: broken },
      { bearer },
    );
    expect(previewed.statusCode).toBe(400);
    expect(saved.statusCode).toBe(400);
    const titles = (res: { body: string }) =>
      (JSON.parse(res.body) as { errors: { title: string }[] }).errors.map((e) => e.title);
    expect(titles(previewed)).toEqual(titles(saved));

    const badConfig = await send(
      p(),
      {
        method: 'POST',
        url: '/v1/admin/asset_previews/create',
        body: { path: '/mercato/config.json', data: { branding: { marketplaceColor: 'blue-ish' } } },
      },
      { bearer },
    );
    expect(badConfig.statusCode).toBe(400);
    expect(errorCodes(JSON.parse(badConfig.body))).toContain('validation-invalid-value');
    const generated = await send(
      p(),
      {
        method: 'POST',
        url: '/v1/admin/asset_previews/create',
        body: { path: '/design/branding.json', data: {} },
      },
      { bearer },
    );
    expect(generated.statusCode).toBe(400);
    expect(await previewCount()).toBe(count);
    await expect(assets.preview('/content/footer.json', 'not an object')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('is for admins: a support operator and a marketplace user are refused', async () => {
    const support = await adminAssets('support');
    await expect(support.preview(LANDING, DRAFT_PAGE)).rejects.toMatchObject({ status: 403 });
    const user = await newActor(p());
    const res = await send(
      p(),
      { method: 'POST', url: '/v1/admin/asset_previews/create', body: { path: LANDING, data: DRAFT_PAGE } },
      { bearer: user.accessToken },
    );
    expect(res.statusCode).toBe(401);
    for (const token of ['nope', 'A'.repeat(43), '../a/latest']) {
      expect((await read(`p/${encodeURIComponent(token)}`, LANDING)).statusCode).toBe(404);
    }
  });
});
