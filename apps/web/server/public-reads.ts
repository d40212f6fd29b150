import type { MercatoSdk } from '@mercato/sdk/client';

type ConfigAsset = Awaited<ReturnType<MercatoSdk['assets']['config']>>;
type MarketplaceShow = Awaited<ReturnType<MercatoSdk['marketplace']['show']>>;
type Translations = Awaited<ReturnType<MercatoSdk['assets']['translations']>>;
type PageAsset = Awaited<ReturnType<MercatoSdk['assets']['page']>>;

/** Content pages kept at most (by id; a crawler asking for made-up ids pushes out the oldest). */
const MAX_KEPT_PAGES = 100;

/** How long the configuration is used before the platform is asked whether its version changed. */
export const CONFIG_RECHECK_MS = 5_000;

/**
 * The platform reads every page makes and every visitor gets the same answer to — the marketplace
 * configuration (`assets.config`), `marketplace/show` and the operator's UI texts
 * (`assets.translations`, a document of every text Mercato shows) — and the content pages (the
 * landing page's sections, the legal pages), shared by all requests of the server instead of
 * in-process API calls per render. The configuration is asked for again
 * after `recheckMs` (the platform's own cache of it lasts as long), and at once when the request
 * brings another change mark of the database than the one it was read under (`changeMarkOf`: a
 * text or page an operator just stored shows on the next page, as when every page asked); the
 * others are kept per configuration version (one version numbers the whole asset tree, so a changed
 * text changes it). Concurrent misses share one call; failures are not kept.
 */
export function createPublicReads(options: { recheckMs?: number; now?: () => number } = {}) {
  const recheckMs = options.recheckMs ?? CONFIG_RECHECK_MS;
  const now = options.now ?? Date.now;
  let config: { value: ConfigAsset; at: number; mark: string | undefined } | undefined;
  let configCall: { promise: Promise<ConfigAsset>; mark: string | undefined } | undefined;

  async function configOf(sdk: MercatoSdk, mark: string | undefined): Promise<ConfigAsset> {
    if (config && now() - config.at < recheckMs && (mark === undefined || config.mark === mark)) {
      return config.value;
    }
    if (configCall && configCall.mark === mark) return configCall.promise;
    const entry: { promise: Promise<ConfigAsset>; mark: string | undefined } = {
      mark,
      promise: sdk.assets.config().then(
        (value) => {
          config = { value, at: now(), mark };
          if (configCall === entry) configCall = undefined;
          return value;
        },
        (error: unknown) => {
          if (configCall === entry) configCall = undefined;
          throw error;
        },
      ),
    };
    configCall = entry;
    return entry.promise;
  }

  /** A read kept for as long as the configuration's version stays the same. */
  function keptPerVersion<T>(
    read: (sdk: MercatoSdk) => Promise<T>,
  ): (sdk: MercatoSdk, mark: string | undefined) => Promise<T> {
    let kept: { value: T; version: string } | undefined;
    let pending: { promise: Promise<T>; version: string } | undefined;
    return async (sdk, mark) => {
      const { version } = await configOf(sdk, mark);
      if (kept?.version === version) return kept.value;
      if (pending?.version !== version) {
        const entry: { promise: Promise<T>; version: string } = {
          version,
          promise: read(sdk).then(
            (value) => {
              kept = { value, version };
              if (pending === entry) pending = undefined;
              return value;
            },
            (error: unknown) => {
              if (pending === entry) pending = undefined;
              throw error;
            },
          ),
        };
        pending = entry;
      }
      return pending.promise;
    };
  }

  const marketplaceOf = keptPerVersion<MarketplaceShow>((sdk) => sdk.marketplace.show());
  const translationsOf = keptPerVersion<Translations>((sdk) => sdk.assets.translations());
  const pages = new Map<string, (sdk: MercatoSdk, mark: string | undefined) => Promise<PageAsset>>();
  function pageOf(sdk: MercatoSdk, mark: string | undefined, pageId: string): Promise<PageAsset> {
    let read = pages.get(pageId);
    if (!read) {
      read = keptPerVersion<PageAsset>((visitorSdk) => visitorSdk.assets.page(pageId));
      if (pages.size >= MAX_KEPT_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(pageId, read);
    }
    return read(sdk, mark);
  }

  /**
   * The visitor's SDK, answering the shared reads from the cache; every other call goes through.
   * `mark` is the database's change mark as this request found it, when the server knows it.
   */
  return function withPublicReads(sdk: MercatoSdk, mark?: string): MercatoSdk {
    return {
      ...sdk,
      assets: {
        ...sdk.assets,
        config: () => configOf(sdk, mark),
        translations: () => translationsOf(sdk, mark),
        page: (pageId: string) => pageOf(sdk, mark, pageId),
      },
      marketplace: {
        ...sdk.marketplace,
        // A sparse-fields query is rare and answered by the platform itself.
        show: (query = {}) =>
          Object.keys(query).length === 0 ? marketplaceOf(sdk, mark) : sdk.marketplace.show(query),
      },
    };
  };
}
