import type { ImageResource } from '@mercato/core/contracts/image';
import type { ListingResource } from '@mercato/core/contracts/listing';
import type { UserResource } from '@mercato/core/contracts/user';

/** The 4:3 listing-card layout (config `layout.listingImage`) the card tests use. */
export const CARD_LAYOUT = {
  variantType: 'cropImage' as const,
  aspectWidth: 4,
  aspectHeight: 3,
  variantPrefix: 'listing-card',
};

/** An image resource with the given variants (name → width), 4:3, at predictable URLs. */
export function buildImage(id: string, variants: Record<string, number>): ImageResource {
  return {
    id,
    type: 'image',
    attributes: {
      variants: Object.fromEntries(
        Object.entries(variants).map(([name, width]) => [
          name,
          { name, width, height: Math.round((width * 3) / 4), url: `https://img.test/${id}/${name}` },
        ]),
      ),
    },
  };
}

/** A published hourly listing as `listings/show` answers it; attributes and relationships overridable. */
export function buildListing(
  overrides: Partial<ListingResource['attributes']> = {},
  relationships: Record<string, unknown> = {},
): ListingResource {
  return {
    id: '6a1f6f3e-2f7b-4a55-9a8e-0f6c1b2d3e4f',
    type: 'listing',
    attributes: {
      title: 'Wheel-throwing lesson',
      description: 'An hour at the wheel.\nClay included.',
      state: 'published',
      deleted: false,
      price: { amount: 4500, currency: 'USD' },
      publicData: {
        listingType: 'service-with-calendar',
        unitType: 'hour',
        location: { address: 'Oranienstraße 25, 10999 Berlin' },
      },
      ...overrides,
    },
    relationships,
  };
}

/** A user resource as an `author` include carries it. */
export function buildUser(id: string, overrides: Partial<UserResource['attributes']> = {}): UserResource {
  return {
    id,
    type: 'user',
    attributes: {
      banned: false,
      deleted: false,
      profile: { displayName: 'Ada P', abbreviatedName: 'AP' },
      ...overrides,
    },
  };
}
