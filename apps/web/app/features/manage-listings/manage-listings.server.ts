import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { LISTING_PRICE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-price';
import { MANAGE_LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listing-card';
import { MANAGE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listings-page';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type AppLoadContext, data, redirect } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import { isUuid } from '../../lib/ids.ts';
import { noAccessPathFor } from '../../lib/no-access.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { listingCardImageQuery } from '../listings/listing-images.ts';
import { pageOf } from '../listings/pagination-links.tsx';
import { isListingCommand, type ListingCommand } from './listing-state.ts';
import {
  type ManageListingCardTexts,
  type ManageListingCardView,
  manageListingCardsOf,
  manageListingsPath,
} from './manage-listings-view.ts';

/** The words in force of the manage-listings cards (state badges, prices). */
async function manageListingCardTextsFor(
  context: Pick<AppLoadContext, 'session'>,
): Promise<ManageListingCardTexts> {
  const [card, price] = await Promise.all([
    serverTexts(context, MANAGE_LISTING_CARD_TEXTS),
    serverTexts(context, LISTING_PRICE_TEXTS),
  ]);
  return { card, price };
}

/** Listings per page of ManageListingsPage (spec §9). */
export const MANAGE_LISTINGS_PER_PAGE = 42;

/** What ManageListingsPage shows. */
export interface ManageListingsData {
  page: number;
  totalPages: number;
  listings: ManageListingCardView[];
  /** The draft whose discarding waits for the author's confirmation (`?discard=<id>`). */
  confirmDiscard: string | null;
  aspect: { width: number; height: number };
  loadError: string | null;
}

/** What a refused command answers: which card, and why. */
export interface ManageListingsActionData {
  id: string | null;
  error: string;
}

const COMMAND_FAILURES: Record<ListingCommand, CatalogKey<typeof MANAGE_LISTINGS_TEXTS>> = {
  open: 'openFailed',
  close: 'closeFailed',
  discard: 'discardFailed',
};

function accessRedirectOf(error: SdkError): Response | null {
  const path = error.status === 403 ? noAccessPathFor(error.code) : null;
  return path ? redirect(path) : null;
}

/**
 * ManageListingsPage (spec §2 `/listings`, login required): a page of the author's listings in every
 * state, newest first, 42 a page, each with its first image as a card (api notes §4.1).
 */
export async function loadManageListings({ request, context }: LoaderArgs): Promise<ManageListingsData> {
  const { session } = context;
  await requireUser(request, session);
  const url = new URL(request.url);
  const page = pageOf(url.searchParams.get('page'));
  const [{ data: config }, texts] = await Promise.all([
    session.sdk.assets.config(),
    manageListingCardTextsFor(context),
  ]);
  const { listingImage } = config.layout;
  const aspect = { width: listingImage.aspectWidth, height: listingImage.aspectHeight };
  let response: Awaited<ReturnType<typeof session.sdk.ownListings.query>>;
  try {
    response = await session.sdk.ownListings.query({
      page,
      perPage: MANAGE_LISTINGS_PER_PAGE,
      include: ['images', 'currentStock'],
      'limit.images': 1,
      ...listingCardImageQuery(listingImage),
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const access = accessRedirectOf(error);
    if (access) throw access;
    const loadError = SCREEN_ERROR_MESSAGES['manageListings.queryFailed'];
    return { page, totalPages: 0, listings: [], confirmDiscard: null, aspect, loadError };
  }
  const totalPages = Number(response.meta.totalPages ?? 1);
  // Past the last page (the last draft of a page was discarded): show the last page there is.
  if (page > 1 && totalPages >= 1 && page > totalPages) throw redirect(manageListingsPath(totalPages));
  const listings = manageListingCardsOf(response, listingImage, texts);
  const discard = url.searchParams.get('discard');
  const confirmDiscard =
    listings.find((listing) => listing.id === discard && listing.commands.includes('discard'))?.id ?? null;
  return { page, totalPages, listings, confirmDiscard, aspect, loadError: null };
}

/**
 * Opens, closes or discards one of the author's listings (`intent` and `id` of the card's form),
 * then goes back to the same page of the list. A refusal is shown on the card.
 */
export async function changeListingState({ request, context }: ActionArgs) {
  const { session } = context;
  await requireUser(request, session);
  const t = await serverTexts(context, MANAGE_LISTINGS_TEXTS);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = form.get('id');
  if (!isListingCommand(intent) || !isUuid(id)) {
    return data<ManageListingsActionData>({ id: null, error: t('impossibleChange') }, { status: 400 });
  }
  try {
    if (intent === 'discard') await session.sdk.ownListings.discardDraft({ id });
    else if (intent === 'open') await session.sdk.ownListings.open({ id });
    else await session.sdk.ownListings.close({ id });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const access = accessRedirectOf(error);
    if (access) throw access;
    return data<ManageListingsActionData>(
      { id, error: t(COMMAND_FAILURES[intent]) },
      { status: failureStatusOf(error) },
    );
  }
  throw redirect(manageListingsPath(pageOf(new URL(request.url).searchParams.get('page'))));
}
