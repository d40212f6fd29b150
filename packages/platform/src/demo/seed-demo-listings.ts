import { join } from 'node:path';
import type { AvailabilityPlan } from '@mercato/core/availability/availability-plan';
import type { PlatformContext } from '../context.ts';
import { getMarketplaceConfig, replaceDefaultConfig } from '../features/config/marketplace-config.service.ts';
import { createFileFromBytes } from '../features/files/files.service.ts';
import { storeImage } from '../features/images/images.service.ts';
import { marketplaceHasListings, setListingMetadata } from '../features/listings/listings.service.ts';
import { applyListingStateChange, createListing } from '../features/listings/own-listings.service.ts';
import { compareAndSetStock } from '../features/stock/stock.service.ts';
import { normalizeEmail } from '../features/users/user.ts';
import { findUserByEmail } from '../features/users/users.queries.ts';
import { DEMO_MARKETPLACE_CONFIG } from './demo-config.ts';
import { demoGuidePdf } from './demo-files.ts';
import { DEMO_LISTINGS, type DemoListing, placeOf } from './demo-listings.ts';
import { renderDemoPhoto } from './demo-photos.ts';
import { DEMO_USERS } from './seed.ts';

const WORKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function planOf(listing: DemoListing): AvailabilityPlan {
  const { timezone } = placeOf(listing);
  if (listing.type === 'gear-rental' || listing.type === 'place-to-stay') {
    return {
      type: 'availability-plan/day',
      timezone,
      entries: WEEK.map((dayOfWeek) => ({ dayOfWeek, seats: listing.seats ?? 1 })),
    };
  }
  // Items and conversations are not booked: a time plan without entries means never bookable.
  if (!listing.hours) return { type: 'availability-plan/time', timezone, entries: [] };
  const [startTime, endTime] = listing.hours.split('-') as [string, string];
  return {
    type: 'availability-plan/time',
    timezone,
    entries: WORKDAYS.map((dayOfWeek) => ({ dayOfWeek, seats: 1, startTime, endTime })),
  };
}

function publicDataOf(listing: DemoListing, config: typeof DEMO_MARKETPLACE_CONFIG): Record<string, unknown> {
  const type = config.listingTypes.find((t) => t.listingType === listing.type)!;
  const data: Record<string, unknown> = {
    listingType: type.listingType,
    transactionProcessAlias: type.transactionType.alias,
    unitType: type.transactionType.unitType,
    location: { address: placeOf(listing).address },
  };
  if (listing.variants && type.priceVariations?.enabled) {
    Object.assign(data, { priceVariationsEnabled: true, priceVariants: listing.variants });
  }
  if (type.transactionType.unitType === 'item') {
    Object.assign(data, {
      pickupEnabled: true,
      shippingEnabled: true,
      shippingPriceInSubunitsOneItem: 900,
      shippingPriceInSubunitsAdditionalItems: 300,
    });
  }
  return data;
}

/**
 * A point within about a kilometre and a half of a city's address, different for each listing, so
 * the listings of one city are separate pins on a search map (as real ones would be) rather than
 * one pin on top of another. Deterministic: every demo seed puts them in the same places.
 */
function spreadAround(place: { lat: number; lng: number }, index: number): { lat: number; lng: number } {
  const step = (n: number) => ((n % 7) - 3) / 3;
  return {
    lat: Number((place.lat + step(index * 3) * 0.009).toFixed(5)),
    lng: Number((place.lng + step(index * 5 + 2) * 0.013).toFixed(5)),
  };
}

/** How far the demo seed is: listings made of those it will make, photos drawn so far. */
export interface DemoSeedProgress {
  listings: number;
  of: number;
  photos: number;
}

/**
 * Fills an empty demo marketplace with listings of every type by the demo users, with drawn photos,
 * in eight cities, a few featured; the digital guides deliver a PDF each. Runs once: nothing happens when any listing exists, when the demo
 * users are missing, or for types an operator's own configuration does not have. `onProgress` hears
 * of each listing made. Returns the ids of the listings made, by title.
 */
export async function seedDemoListings(
  ctx: PlatformContext,
  onProgress: (progress: DemoSeedProgress) => void = () => {},
): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  if (await marketplaceHasListings(ctx)) return made;
  const authors = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const found = await findUserByEmail(ctx.db, normalizeEmail(user.email));
    if (found) authors.set(user.firstName.toLowerCase(), found.id);
  }
  if (!authors.has('ada') || !authors.has('cleo')) return made;
  await replaceDefaultConfig(ctx, DEMO_MARKETPLACE_CONFIG);
  const config = await getMarketplaceConfig(ctx);
  const known = new Set(config.listingTypes.map((t) => t.listingType));
  const of = DEMO_LISTINGS.filter((listing) => known.has(listing.type)).length;
  let created = 0;
  let photos = 0;
  // Beside the uploads (./data/demo-photos by default): drawn once a machine, not once a seed.
  const photoCache = join(ctx.env.STORAGE_DIR, '..', 'demo-photos');
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    if (!known.has(listing.type)) continue;
    const authorId = authors.get(listing.author)!;
    const images: string[] = [];
    for (let photo = 0; photo < listing.photos; photo++) {
      images.push(
        (await storeImage(ctx, authorId, await renderDemoPhoto(listing.motif, photo, photoCache))).id,
      );
      photos += 1;
    }
    const place = placeOf(listing);
    const files = listing.guide
      ? [
          await createFileFromBytes(ctx, authorId, {
            name: listing.guide.fileName,
            mimeType: 'application/pdf',
            bytes: demoGuidePdf(listing.title, listing.guide.lines),
          }),
        ]
      : [];
    const saved = await createListing(
      ctx,
      authorId,
      {
        title: listing.title,
        description: listing.description,
        geolocation: spreadAround(place, index),
        price: listing.price === undefined ? null : { amount: listing.price, currency: 'USD' },
        availabilityPlan: planOf(listing),
        publicData: publicDataOf(listing, { ...config, listingTypes: config.listingTypes }),
        images,
        ...(files.length > 0 ? { protectedFileAttachments: files.map((file) => ({ fileId: file.id })) } : {}),
      },
      'published',
    );
    // The demo's listings are its history: published before the marketplace asked for approval,
    // if it does, as a marketplace that turns approval on keeps the listings it already has.
    if (saved.state === 'pendingApproval') await applyListingStateChange(ctx, saved, 'approve', config);
    if (listing.featured) await setListingMetadata(ctx, saved.id, { featuredListing: true });
    for (const [variantName, units] of Object.entries(listing.variantStock ?? {})) {
      await compareAndSetStock(ctx, authorId, {
        listingId: saved.id,
        oldTotal: null,
        newTotal: units,
        variantName,
      });
    }
    if (listing.stock !== undefined) {
      await compareAndSetStock(ctx, authorId, {
        listingId: saved.id,
        oldTotal: null,
        newTotal: listing.stock,
      });
    }
    created += 1;
    made.set(listing.title, saved.id);
    onProgress({ listings: created, of, photos });
  }
  return made;
}
