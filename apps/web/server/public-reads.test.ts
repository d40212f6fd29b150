import type { MercatoSdk } from '@mercato/sdk/client';
import { describe, expect, it } from 'vitest';
import { createPublicReads } from './public-reads.ts';

/** An SDK whose config version and marketplace name the test sets, counting the calls it gets. */
function fakeSdk() {
  const state = {
    version: 'v1',
    name: 'Mercato Demo',
    texts: { 'Common.save': 'Keep' } as Record<string, string>,
    calls: { config: 0, marketplace: 0, translations: 0, page: 0 },
    fail: false,
  };
  const sdk = {
    assets: {
      page: async (pageId: string) => {
        state.calls.page += 1;
        return pageId === 'missing' ? null : { data: { title: `${pageId} of ${state.version}` } };
      },
      translations: async () => {
        state.calls.translations += 1;
        if (state.fail) throw new Error('platform down');
        return { data: { ...state.texts }, version: state.version };
      },
      config: async () => {
        state.calls.config += 1;
        if (state.fail) throw new Error('platform down');
        return { data: { marker: state.version }, version: state.version };
      },
    },
    marketplace: {
      show: async (query: Record<string, unknown> = {}) => {
        state.calls.marketplace += 1;
        await new Promise((r) => setTimeout(r, 5));
        return { data: { attributes: { name: state.name } }, query };
      },
    },
    currentUser: { show: async () => 'not cached' },
  } as unknown as MercatoSdk;
  return { sdk, state };
}

describe('createPublicReads', () => {
  it('asks for the configuration once per recheck period, whoever the visitor is', async () => {
    let time = 0;
    const reads = createPublicReads({ recheckMs: 1000, now: () => time });
    const { sdk, state } = fakeSdk();
    const [a, b] = [reads(sdk), reads(sdk)];
    await a.assets.config();
    await b.assets.config();
    expect(state.calls.config).toBe(1);
    time = 999;
    await a.assets.config();
    expect(state.calls.config).toBe(1);
    time = 1000;
    expect((await b.assets.config()).version).toBe('v1');
    expect(state.calls.config).toBe(2);
  });

  it('keeps marketplace/show per configuration version, and asks again when the version changes', async () => {
    let time = 0;
    const reads = createPublicReads({ recheckMs: 1000, now: () => time });
    const { sdk, state } = fakeSdk();
    const visitor = reads(sdk);
    expect((await visitor.marketplace.show()).data.attributes.name).toBe('Mercato Demo');
    await visitor.marketplace.show();
    time = 5000;
    await visitor.marketplace.show();
    expect(state.calls.marketplace).toBe(1);
    state.version = 'v2';
    state.name = 'Renamed';
    time = 10_000;
    expect((await visitor.marketplace.show()).data.attributes.name).toBe('Renamed');
    expect(state.calls.marketplace).toBe(2);
  });

  it("keeps the UI texts per configuration version: an operator's new wording shows once the version changes", async () => {
    let time = 0;
    const reads = createPublicReads({ recheckMs: 1000, now: () => time });
    const { sdk, state } = fakeSdk();
    const visitor = reads(sdk);
    expect((await visitor.assets.translations()).data).toEqual({ 'Common.save': 'Keep' });
    await Promise.all([reads(sdk).assets.translations(), reads(sdk).assets.translations()]);
    expect(state.calls.translations).toBe(1);
    state.version = 'v2';
    state.texts = { 'Common.save': 'Store' };
    time = 999;
    expect((await visitor.assets.translations()).data).toEqual({ 'Common.save': 'Keep' });
    time = 1000;
    expect((await visitor.assets.translations()).data).toEqual({ 'Common.save': 'Store' });
    expect(state.calls.translations).toBe(2);
  });

  it('asks again at once when a request brings another change mark of the database', async () => {
    let time = 0;
    const reads = createPublicReads({ recheckMs: 5000, now: () => time });
    const { sdk, state } = fakeSdk();
    expect((await reads(sdk, '1.1').assets.translations()).data).toEqual({ 'Common.save': 'Keep' });
    await reads(sdk, '1.1').assets.translations();
    expect(state.calls).toMatchObject({ config: 1, translations: 1 });
    // An operator stored new texts: the tree's version moved, and so did the database's mark.
    state.version = 'v2';
    state.texts = { 'Common.save': 'Store' };
    time = 10;
    expect((await reads(sdk, '1.2').assets.translations()).data).toEqual({ 'Common.save': 'Store' });
    expect(state.calls).toMatchObject({ config: 2, translations: 2 });
    // The same mark: nothing is asked again until the recheck period ends.
    await reads(sdk, '1.2').assets.translations();
    await reads(sdk, '1.2').marketplace.show();
    expect(state.calls).toMatchObject({ config: 2, translations: 2, marketplace: 1 });
    time = 5010;
    await reads(sdk, '1.2').assets.config();
    expect(state.calls.config).toBe(3);
  });

  it('keeps content pages per id and configuration version, missing ones too', async () => {
    let time = 0;
    const reads = createPublicReads({ recheckMs: 1000, now: () => time });
    const { sdk, state } = fakeSdk();
    const title = async (pageId: string) =>
      ((await reads(sdk).assets.page(pageId)) as { data: { title: string } } | null)?.data.title;
    expect(await title('landing-page')).toBe('landing-page of v1');
    expect(await title('about')).toBe('about of v1');
    expect(await title('missing')).toBeUndefined();
    await title('landing-page');
    await title('missing');
    expect(state.calls.page).toBe(3);
    state.version = 'v2';
    time = 1000;
    expect(await title('landing-page')).toBe('landing-page of v2');
    expect(state.calls.page).toBe(4);
  });

  it('does not keep failed UI texts', async () => {
    const reads = createPublicReads();
    const { sdk, state } = fakeSdk();
    await reads(sdk).assets.config();
    state.fail = true;
    await expect(reads(sdk).assets.translations()).rejects.toThrow('platform down');
    state.fail = false;
    await expect(reads(sdk).assets.translations()).resolves.toMatchObject({ version: 'v1' });
    expect(state.calls.translations).toBe(2);
  });

  it('makes one call for concurrent misses', async () => {
    const reads = createPublicReads();
    const { sdk, state } = fakeSdk();
    await Promise.all(Array.from({ length: 20 }, () => reads(sdk).marketplace.show()));
    expect(state.calls).toEqual({ config: 1, marketplace: 1, translations: 0, page: 0 });
  });

  it('does not keep a failure: the next request asks again', async () => {
    const reads = createPublicReads();
    const { sdk, state } = fakeSdk();
    state.fail = true;
    await expect(reads(sdk).assets.config()).rejects.toThrow('platform down');
    state.fail = false;
    await expect(reads(sdk).assets.config()).resolves.toMatchObject({ version: 'v1' });
    expect(state.calls.config).toBe(2);
  });

  it('passes sparse-fields queries and every other call through to the platform', async () => {
    const reads = createPublicReads();
    const { sdk, state } = fakeSdk();
    const visitor = reads(sdk);
    await visitor.marketplace.show({ 'fields.marketplace': 'name' });
    await visitor.marketplace.show({ 'fields.marketplace': 'name' });
    expect(state.calls.marketplace).toBe(2);
    expect(await visitor.currentUser.show()).toBe('not cached');
  });
});
