import { type MarketplaceResource, MarketplaceResourceSchema } from '@mercato/core/contracts/marketplace';
import type { ApiResponse, Query, Session } from '../session.ts';

/** The `marketplace` resource. */
export function marketplaceResource(session: Session) {
  return {
    /** `marketplace/show`. */
    show: (query: Query = {}): Promise<ApiResponse<MarketplaceResource>> =>
      session.call('GET', 'marketplace/show', MarketplaceResourceSchema, query),
  };
}
