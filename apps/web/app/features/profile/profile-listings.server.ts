import type { LayoutConfig } from '@mercato/core/config/layout';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { WebSession } from '../../lib/context.ts';
import { type ListingCardView, listingCardQuery, listingCardsOf } from '../listings/listing-card-view.ts';
import { listingCardTextsFor } from '../listings/listing-texts.server.ts';

/** Listings per page of a profile's list. */
export const PROFILE_LISTINGS_PER_PAGE = 24;

/** A page of a user's published listings as the profile page shows it. */
export interface ProfileListings {
  items: ListingCardView[];
  page: number;
  totalPages: number;
  totalItems: number;
  aspect: { width: number; height: number };
  /** The list could not be loaded; the rest of the profile still shows. */
  failed: boolean;
}

/**
 * The user's published listings (spec §2 ProfilePage; spec §4: only published, non-deleted), one
 * page of `listings/query` by `authorId`, newest first, as cards without the author's name (the
 * page is theirs).
 */
export async function loadProfileListings(
  session: WebSession,
  authorId: string,
  page: number,
  listingImage: LayoutConfig['listingImage'],
): Promise<ProfileListings> {
  const aspect = { width: listingImage.aspectWidth, height: listingImage.aspectHeight };
  try {
    const [response, texts] = await Promise.all([
      session.sdk.listings.query({
        authorId,
        page,
        perPage: PROFILE_LISTINGS_PER_PAGE,
        ...listingCardQuery(listingImage, { withAuthor: false }),
      }),
      listingCardTextsFor({ session }),
    ]);
    const totalPages = Number(response.meta.totalPages ?? 1);
    const totalItems = Number(response.meta.totalItems ?? response.data.length);
    return {
      items: listingCardsOf(response, listingImage, texts),
      page,
      totalPages,
      totalItems,
      aspect,
      failed: false,
    };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { items: [], page, totalPages: 0, totalItems: 0, aspect, failed: true };
  }
}
