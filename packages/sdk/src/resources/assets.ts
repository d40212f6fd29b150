import { type MarketplaceConfig, MarketplaceConfigSchema } from '@mercato/core/config/marketplace-config';
import { errorOf, type Session } from '../session.ts';

/** The Asset Delivery API subset: configuration assets, fetched without a token. */
export function assetsResource(session: Session) {
  return {
    /**
     * The marketplace configuration (Asset Delivery API, `latest` alias): user types and fields,
     * access control, listing types, branding… The web app reads it on every page.
     */
    async config(): Promise<{ data: MarketplaceConfig; version: string }> {
      const res = await session.transport({
        method: 'GET',
        url: `/v1/assets/pub/${encodeURIComponent(session.clientId)}/a/latest/mercato/config.json`,
        headers: { accept: 'application/json' },
      });
      if (res.status !== 200) throw errorOf(res);
      const body = JSON.parse(res.body) as { data: unknown; meta: { version: string } };
      return { data: MarketplaceConfigSchema.parse(body.data), version: body.meta.version };
    },
  };
}
