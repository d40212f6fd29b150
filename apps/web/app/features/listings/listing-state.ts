import type { ListingState } from '@mercato/core/contracts/listing';

/** A listing state as a badge shows it: its words and the colour scheme (a CSS modifier). */
export interface StateBadge {
  label: string;
  tone: 'draft' | 'pending' | 'published' | 'closed';
}

/** The badge of a listing state on the manage-listings cards (spec §4 lifecycle). */
export function stateBadgeOf(state: ListingState | undefined): StateBadge {
  switch (state) {
    case 'draft':
      return { label: 'Draft', tone: 'draft' };
    case 'pendingApproval':
      return { label: 'Pending approval', tone: 'pending' };
    case 'closed':
      return { label: 'Closed', tone: 'closed' };
    default:
      return { label: 'Published', tone: 'published' };
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
