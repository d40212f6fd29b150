import type { ListingState } from '@mercato/core/contracts/listing';

// Letters that do not decompose into a base letter and a mark under NFKD.
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/**
 * The URL slug of a listing title (spec §2 `/l/:slug/:id`): lower-case ASCII letters and digits in
 * hyphen-joined words, accents dropped; `no-slug` when nothing is left (a title in another script).
 */
export function createSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (letter) => LIGATURES[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'no-slug';
}

/** The previews of ListingPageVariant (spec §2 `/l/:slug/:id/:variant`), for the author only. */
export const LISTING_PAGE_VARIANTS = ['draft', 'pending-approval', 'closed'] as const;

/** One of the listing page's preview variants. */
export type ListingPageVariant = (typeof LISTING_PAGE_VARIANTS)[number];

/** Whether a path segment names a preview variant. */
export function isListingPageVariant(value: string | undefined): value is ListingPageVariant {
  return (LISTING_PAGE_VARIANTS as readonly string[]).includes(value ?? '');
}

/** The preview that shows a listing in this state to its author; null for a published listing. */
export function variantOfState(state: ListingState | undefined): ListingPageVariant | null {
  switch (state) {
    case 'draft':
      return 'draft';
    case 'pendingApproval':
      return 'pending-approval';
    case 'closed':
      return 'closed';
    default:
      return null;
  }
}

interface ListingRef {
  id: string;
  title: string;
}

/** The public ListingPage of a listing, slug included (spec §2 `/l/:slug/:id`). */
export function listingPath(listing: ListingRef): string {
  return `/l/${createSlug(listing.title)}/${listing.id}`;
}

/** The author's preview of a listing (spec §2 ListingPageVariant). */
export function listingVariantPath(listing: ListingRef, variant: ListingPageVariant): string {
  return `${listingPath(listing)}/${variant}`;
}

/**
 * Where the author looks at their own listing: the preview while nobody else can see it (draft,
 * awaiting approval), the public page once published or closed — visitors see closed ones too.
 */
export function ownListingPath(listing: ListingRef & { state: ListingState | undefined }): string {
  const variant = variantOfState(listing.state);
  return variant === 'draft' || variant === 'pending-approval'
    ? listingVariantPath(listing, variant)
    : listingPath(listing);
}

/**
 * Where a listing's "Edit" link goes: the editor (spec §2 `/l/:slug/:id/:type/:tab`) at the details
 * tab — a draft is finished (`draft`, which leads on to publishing), any other listing edited.
 */
export function editListingPath(listing: ListingRef & { state: ListingState | undefined }): string {
  return `${listingPath(listing)}/${listing.state === 'draft' ? 'draft' : 'edit'}/details`;
}
