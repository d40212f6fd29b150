import type { ListingState } from '@mercato/core/contracts/listing';
import { MANAGE_LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listing-card';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';

/** The texts of the manage-listings cards, state badges among them. */
export type ManageCardTexts = CatalogTexts<typeof MANAGE_LISTING_CARD_TEXTS>;

/** The cards' texts in Mercato's English (tests, and callers without the operator's wording). */
export const ENGLISH_MANAGE_CARD_TEXTS: ManageCardTexts = textsOf(MANAGE_LISTING_CARD_TEXTS, undefined);

/** A listing state as a badge shows it: its words and the colour scheme (a CSS modifier). */
export interface StateBadge {
  label: string;
  tone: 'draft' | 'pending' | 'published' | 'closed';
}

/** The badge of a listing state on the manage-listings cards (spec §4 lifecycle). */
export function stateBadgeOf(state: ListingState | undefined, t = ENGLISH_MANAGE_CARD_TEXTS): StateBadge {
  switch (state) {
    case 'draft':
      return { label: t('draft'), tone: 'draft' };
    case 'pendingApproval':
      return { label: t('pendingApproval'), tone: 'pending' };
    case 'closed':
      return { label: t('closed'), tone: 'closed' };
    default:
      return { label: t('published'), tone: 'published' };
  }
}

/** What the author may do with a listing from the manage-listings page. */
export type ListingCommand = 'open' | 'close' | 'discard';

/**
 * The state changes a listing in this state allows (spec §4): a published listing may be closed, a
 * closed one reopened, a draft discarded; one awaiting approval waits for the operator.
 */
export function commandsOf(state: ListingState | undefined): ListingCommand[] {
  switch (state) {
    case 'published':
      return ['close'];
    case 'closed':
      return ['open'];
    case 'draft':
      return ['discard'];
    default:
      return [];
  }
}

/** Whether a form's `intent` names a listing command. */
export function isListingCommand(value: unknown): value is ListingCommand {
  return value === 'open' || value === 'close' || value === 'discard';
}
