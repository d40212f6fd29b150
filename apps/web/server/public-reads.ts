import type { MercatoSdk } from '@mercato/sdk/client';

type ConfigAsset = Awaited<ReturnType<MercatoSdk['assets']['config']>>;
type MarketplaceShow = Awaited<ReturnType<MercatoSdk['marketplace']['show']>>;

/** How long the configuration is used before the platform is asked whether its version changed. */
export const CONFIG_RECHECK_MS = 5_000;

/**
 * The two platform reads every page makes and every visitor gets the same answer to — the
 * marketplace configuration (`assets.config`) and `marketplace/show` — shared by all requests of
 * the server instead of two in-process API calls per render. The configuration is asked for again
 * after `recheckMs` (the platform's own cache of it lasts as long); `marketplace/show` is kept per
 * configuration version. Concurrent misses share one call; failures are not kept.
 */
export function createPublicReads(options: { recheckMs?: number; now?: () => number } = {}) {
  const recheckMs = options.recheckMs ?? CONFIG_RECHECK_MS;
  const now = options.now ?? Date.now;
  let config: { value: ConfigAsset; at: number } | undefined;
  let configCall: Promise<ConfigAsset> | undefined;
  let marketplace: { value: MarketplaceShow; version: string } | undefined;
  let marketplaceCall: { promise: Promise<MarketplaceShow>; version: string } | undefined;

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

  async function marketplaceOf(sdk: MercatoSdk): Promise<MarketplaceShow> {
    const { version } = await configOf(sdk);
    if (marketplace?.version === version) return marketplace.value;
    if (marketplaceCall?.version !== version) {
      const call = sdk.marketplace.show().then(
        (value) => {
          marketplace = { value, version };
          if (marketplaceCall === entry) marketplaceCall = undefined;
          return value;
        },
        (error: unknown) => {
          if (marketplaceCall === entry) marketplaceCall = undefined;
          throw error;
        },
      );
      const entry = { promise: call, version };
      marketplaceCall = entry;
    }
    return (marketplaceCall as { promise: Promise<MarketplaceShow> }).promise;
  }

  /** The visitor's SDK, answering the shared reads from the cache; every other call goes through. */
  return function withPublicReads(sdk: MercatoSdk): MercatoSdk {
    return {
      ...sdk,
      assets: { ...sdk.assets, config: () => configOf(sdk) },
      marketplace: {
        ...sdk.marketplace,
        // A sparse-fields query is rare and answered by the platform itself.
        show: (query = {}) =>
          Object.keys(query).length === 0 ? marketplaceOf(sdk) : sdk.marketplace.show(query),
      },
    };
  };
}
