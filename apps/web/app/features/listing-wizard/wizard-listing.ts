import type { LayoutConfig } from '@mercato/core/config/layout';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { FileAttachmentResourceSchema, FileResourceSchema } from '@mercato/core/contracts/file';
import type { ListingResource } from '@mercato/core/contracts/listing';
import { StockResourceSchema } from '@mercato/core/contracts/stock';
import { relatedMany, relatedOne } from '../../lib/relationships.ts';
import { listingCardImageQuery, listingImagesOf } from '../listings/listing-images.ts';
import type { WizardFile, WizardImage, WizardListing, WizardSetup } from './wizard-tab.ts';
import { wizardTabsOf } from './wizard-tabs.ts';

/** The small square variants the photos tab shows thumbnails in. */
const THUMBNAIL_VARIANTS = ['square-small', 'square-small2x'] as const;

/**
 * What the wizard asks of `own_listings/show`: images as cards and thumbnails, the stock, and the
 * files the listing delivers with their names, sizes and states.
 */
export function wizardListingQuery(
  listingImage: LayoutConfig['listingImage'],
): Record<string, string | string[]> {
  const cards = listingCardImageQuery(listingImage);
  return {
    ...cards,
    include: ['images', 'currentStock', 'protectedFileAttachments', 'protectedFileAttachments.file'],
    'fields.image': [cards['fields.image'] ?? '', ...THUMBNAIL_VARIANTS.map((name) => `variants.${name}`)]
      .filter(Boolean)
      .join(','),
  };
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The files of a listing's `protectedFileAttachments` with their included `file`, in order; an
 * attachment whose file is missing or deleted is left out.
 */
export function wizardFilesOf(listing: ListingResource, included: readonly unknown[]): WizardFile[] {
  return relatedMany(listing, 'protectedFileAttachments', included).flatMap((related) => {
    const attachment = FileAttachmentResourceSchema.safeParse(related);
    if (!attachment.success || attachment.data.attributes.deleted) return [];
    const file = FileResourceSchema.safeParse(relatedOne(attachment.data, 'file', included));
    if (!file.success || file.data.attributes.deleted) return [];
    const { name, size, state } = file.data.attributes;
    if (state === undefined) return [];
    return [{ id: file.data.id, name: name ?? '', size: size ?? 0, state }];
  });
}

/** The listing of an `own_listings/show` answer as the wizard's tabs read it. */
export function wizardListingOf(response: {
  data: ListingResource;
  included: readonly unknown[];
}): WizardListing {
  const { data: listing, included } = response;
  const attributes = listing.attributes;
  const images: WizardImage[] = listingImagesOf(listing, included).map((image) => ({
    id: image.id,
    variants: Object.fromEntries(
      Object.entries(image.attributes.variants).flatMap(([name, variant]) =>
        variant ? [[name, { url: variant.url, width: variant.width, height: variant.height }]] : [],
      ),
    ),
  }));
  const stock = StockResourceSchema.safeParse(relatedOne(listing, 'currentStock', included));
  return {
    id: listing.id,
    title: attributes.title ?? '',
    description: attributes.description ?? '',
    state: attributes.state ?? 'draft',
    price: attributes.price ?? null,
    geolocation: attributes.geolocation ?? null,
    availabilityPlan: attributes.availabilityPlan ?? null,
    publicData: recordOf(attributes.publicData),
    privateData: recordOf(attributes.privateData),
    images,
    currentStock: stock.success ? (stock.data.attributes.quantity ?? null) : null,
    variantStocks: stock.success ? (stock.data.attributes.variants ?? {}) : {},
    files: wizardFilesOf(listing, included),
  };
}

/** The listing type a listing names in publicData, as a string; undefined when it names none. */
export function listingTypeIdOf(listing: WizardListing | null): string | undefined {
  const id = listing?.publicData.listingType;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Whether the listing's type is outdated or missing (spec §5: it cannot be edited): it names a type
 * the marketplace no longer has, or, no longer a draft, names none where the marketplace has several
 * to choose from. A draft without one chooses it on the details tab; with a single type there is
 * nothing to choose.
 */
export function hasOutdatedListingType(listing: WizardListing | null, config: MarketplaceConfig): boolean {
  if (!listing) return false;
  const id = listingTypeIdOf(listing);
  if (id === undefined) return listing.state !== 'draft' && config.listingTypes.length > 1;
  return !config.listingTypes.some((type) => type.listingType === id);
}

/**
 * The wizard's setup for a listing: its type (or, for a new listing of a marketplace with a single
 * type, that one) and the tabs that type has.
 */
export function wizardSetupOf(config: MarketplaceConfig, listing: WizardListing | null): WizardSetup {
  const id = listingTypeIdOf(listing);
  const listingType =
    id !== undefined
      ? (config.listingTypes.find((type) => type.listingType === id) ?? null)
      : config.listingTypes.length === 1
        ? (config.listingTypes[0] ?? null)
        : null;
  return { config, listingType, tabs: wizardTabsOf(listingType) };
}
