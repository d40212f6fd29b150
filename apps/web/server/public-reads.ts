import type { MercatoSdk } from '@mercato/sdk/client';

type ConfigAsset = Awaited<ReturnType<MercatoSdk['assets']['config']>>;
type MarketplaceShow = Awaited<ReturnType<MercatoSdk['marketplace']['show']>>;
type Translations = Awaited<ReturnType<MercatoSdk['assets']['translations']>>;

/** How long the configuration is used before the platform is asked whether its version changed. */
export const CONFIG_RECHECK_MS = 5_000;

/**
 * The platform reads every page makes and every visitor gets the same answer to — the marketplace
 * configuration (`assets.config`), `marketplace/show` and the operator's UI texts
 * (`assets.translations`, a document of every text Mercato shows) — shared by all requests of the
 * server instead of three in-process API calls per render. The configuration is asked for again
 * after `recheckMs` (the platform's own cache of it lasts as long); the others are kept per
 * configuration version (one version numbers the whole asset tree, so a changed text changes it).
 * Concurrent misses share one call; failures are not kept.
 */
export function createPublicReads(options: { recheckMs?: number; now?: () => number } = {}) {
  const recheckMs = options.recheckMs ?? CONFIG_RECHECK_MS;
  const now = options.now ?? Date.now;
  let config: { value: ConfigAsset; at: number } | undefined;
  let configCall: Promise<ConfigAsset> | undefined;

  async function configOf(sdk: MercatoSdk): Promise<ConfigAsset> {
    if (config && now() - config.at < recheckMs) return config.value;
    configCall ??= sdk.assets.config().then(
      (value) => {
        config = { value, at: now() };
        configCall = undefined;
        return value;
      },
      (error: unknown) => {
        configCall = undefined;
        throw error;
      },
    );
    return configCall;
  }

  /** A read kept for as long as the configuration's version stays the same. */
  function keptPerVersion<T>(read: (sdk: MercatoSdk) => Promise<T>): (sdk: MercatoSdk) => Promise<T> {
    let kept: { value: T; version: string } | undefined;
    let pending: { promise: Promise<T>; version: string } | undefined;
    return async (sdk) => {
      const { version } = await configOf(sdk);
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

  /** The visitor's SDK, answering the shared reads from the cache; every other call goes through. */
  return function withPublicReads(sdk: MercatoSdk): MercatoSdk {
    return {
      ...sdk,
      assets: { ...sdk.assets, config: () => configOf(sdk), translations: () => translationsOf(sdk) },
      marketplace: {
        ...sdk.marketplace,
        // A sparse-fields query is rare and answered by the platform itself.
        show: (query = {}) =>
          Object.keys(query).length === 0 ? marketplaceOf(sdk) : sdk.marketplace.show(query),
      },
    };
  };
}
