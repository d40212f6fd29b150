import type { Resource } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { Marketplace } from './marketplace.repository.ts';

/** The `marketplace` resource (api notes §5): its public facts. */
export function presentMarketplace(marketplace: Marketplace): Resource {
  return {
    id: new WireUuid(marketplace.id),
    type: 'marketplace',
    attributes: { name: marketplace.name, description: marketplace.description },
  };
}
