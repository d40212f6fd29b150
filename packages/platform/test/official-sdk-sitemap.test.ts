import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk, signedUpSdk } from './support/official-sdk.ts';
import { DEFAULT_PAGE_PATHS } from './support/pages.ts';

// The calls of the Sharetribe Web Template's `server/resources/sitemap.js`, made with the official
// SDK unchanged: an anonymous SDK reads the listing ids and the page assets, in Transit.
describeEachDialectOverHttp('official sharetribe-flex-sdk: sitemap data', (_platform, baseUrl) => {
  const newSdk = () => officialSdk(baseUrl());

  it('sitemapData.queryListings names the published listings by UUID, newest first', async () => {
    const { sdk: author } = await signedUpSdk(baseUrl());
    const body = {
      description: 'Two hours on the lake.',
      publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
    };
    const first = await author.ownListings.create({ ...body, title: 'Rowing lesson' }, { expand: true });
    const draft = await author.ownListings.createDraft({ ...body, title: 'Unfinished' }, { expand: true });
    const second = await author.ownListings.create({ ...body, title: 'Sailing lesson' }, { expand: true });

    const res = await newSdk().sitemapData.queryListings();
    expect(res.status).toBe(200);
    const data = res.data.data as { id: InstanceType<typeof sharetribeSdk.types.UUID>; type: string }[];
    expect(data.every((r) => r.id instanceof sharetribeSdk.types.UUID && r.type === 'listing')).toBe(true);
    const uuids = data.map((r) => r.id.uuid);
    expect(uuids).toContain(first.data.data.id.uuid);
    expect(uuids).toContain(second.data.data.id.uuid);
    expect(uuids).not.toContain(draft.data.data.id.uuid);
  });

  it('sitemapData.queryAssets lists the page assets by absolute path', async () => {
    const res = await newSdk().sitemapData.queryAssets({ pathPrefix: '/content/pages/' });
    expect(res.status).toBe(200);
    const paths = (res.data.data as { attributes: { assetPath: string } }[]).map(
      (r) => r.attributes.assetPath,
    );
    expect(paths).toEqual(expect.arrayContaining(DEFAULT_PAGE_PATHS));
    await expect(newSdk().sitemapData.queryAssets({ pathPrefix: 'content/pages/' })).rejects.toMatchObject({
      status: 400,
    });
  });
});
