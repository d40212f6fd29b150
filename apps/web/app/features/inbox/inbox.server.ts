import { bookingPeriodText, listingClockOf } from '@mercato/core/availability/booking-period';
import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { INTERNAL_MESSAGES, SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { getStatesNeedingProviderAttention } from '@mercato/core/processes/process-rules';
import { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import { INBOX_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/inbox-page';
import { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { type PersonView, personViewOf } from '../../lib/person-view.ts';
import { type ProfileImage, squareImageOf } from '../../lib/profile-image.ts';
import { relatedMany, relatedOne } from '../../lib/relationships.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { activityFeedOf, type FeedMessage } from '../transactions/activity-feed.ts';
import { stateLabelOf } from '../transactions/state-labels.ts';
import { bookingOf, displayNameOf, type TransactionRole } from '../transactions/transaction-view.ts';
import { type InboxTab, isInboxTab } from './inbox-tabs.ts';
import { SALES_LIST_STATES } from './sales-attention.server.ts';

/** Transactions per inbox page (spec §2 InboxPage). */
export const INBOX_PAGE_SIZE = 10;

/** What a row says happened last: a message (its first words) or an event of the transaction. */
export interface InboxLastActivity {
  kind: 'message' | 'transition';
  text: string;
  /** The viewer wrote the message. */
  byYou: boolean;
  at: string;
}

/** One row of the inbox. */
export interface InboxRow {
  id: string;
  path: string;
  listingTitle: string;
  /** The listing's first photo, a small square; null without one. */
  listingImage: ProfileImage | null;
  otherParty: string;
  /** The other party with their avatar; null when the API left them out. */
  other: PersonView | null;
  stateLabel: string;
  period: string | null;
  lastTransitionedAt: string | null;
  lastActivity: InboxLastActivity | null;
  /**
   * Why the row asks for the viewer: a request or order waiting for them (spec §4's provider
   * attention, a delivered order to confirm), or the other party's message is the last word.
   */
  attention: 'yourTurn' | 'newMessage' | null;
}

/** What the inbox page shows. */
export interface InboxData {
  tab: InboxTab;
  page: number;
  totalPages: number;
  rows: InboxRow[];
  /** Why the list could not be read, or null. */
  error: string | null;
}

/** The longest a row quotes of a message; the rest is on the transaction's page. */
const QUOTE_LENGTH = 140;

/** A message's words for a row: on one line, cut at a word near `QUOTE_LENGTH` characters. */
export function quoteOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= QUOTE_LENGTH) return line;
  const cut = line.slice(0, QUOTE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > QUOTE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The last message or transition of a transaction read with its messages, as the feed words it. */
function lastActivityOf(
  tx: TransactionResource,
  included: readonly unknown[],
  viewerId: string,
  names: { customer: string; provider: string },
  feedTexts: CatalogTexts<typeof ACTIVITY_FEED_TEXTS>,
): InboxLastActivity | null {
  const messages = relatedMany(tx, 'messages', included).flatMap((resource): FeedMessage[] => {
    const message = resource as {
      id?: string;
      attributes?: { content?: string; createdAt?: string };
      relationships?: { sender?: { data?: { id?: string } | null } };
    };
    if (!message.id || !message.attributes?.createdAt) return [];
    const isOwn = message.relationships?.sender?.data?.id === viewerId;
    return [
      {
        id: message.id,
        createdAt: message.attributes.createdAt,
        content: message.attributes.content ?? '',
        author: '',
        isOwn,
        files: [],
      },
    ];
  });
  const feed = activityFeedOf(
    tx.attributes.transitions ?? [],
    messages,
    names,
    feedTexts,
    tx.attributes.processName,
  );
  const last = feed.at(-1);
  if (!last) return null;
  return last.kind === 'message'
    ? { kind: 'message', text: quoteOf(last.content), byYou: last.isOwn, at: last.at }
    : { kind: 'transition', text: last.text, byYou: false, at: last.at };
}

/** States in which a customer has something to do: a delivered order to confirm received. */
const CUSTOMER_ATTENTION: Readonly<Record<string, readonly string[]>> = {
  'default-purchase': ['state/delivered'],
};

function waitsForProvider(processName: string | undefined, state: string | undefined): boolean {
  return getStatesNeedingProviderAttention(processName ?? '').includes(state ?? '');
}

function waitsForCustomer(processName: string | undefined, state: string | undefined): boolean {
  return (CUSTOMER_ATTENTION[processName ?? ''] ?? []).includes(state ?? '');
}

/**
 * One inbox tab and page of the logged-in user: orders (as customer) or sales (as provider), the
 * latest activity first, 10 a page. Any other tab is 'Invalid tab for InboxPage' (404).
 */
export async function loadInboxTab({ request, params, context }: LoaderArgs): Promise<InboxData> {
  const user = await requireUser(request, context.session);
  if (!isInboxTab(params.tab)) throw data(INTERNAL_MESSAGES.invalidInboxTab, { status: 404 });
  const tab = params.tab;
  const asked = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  const page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
  const role: TransactionRole = tab === 'orders' ? 'customer' : 'provider';
  const t = await serverTexts(context, INBOX_PAGE_TEXTS);
  const stateTexts = await serverTexts(context, TRANSACTION_STATE_TEXTS);
  try {
    const response = await context.session.sdk.transactions.query({
      only: tab === 'orders' ? 'order' : 'sale',
      ...(tab === 'sales' ? { states: [...SALES_LIST_STATES] } : {}),
      page,
      perPage: INBOX_PAGE_SIZE,
      sort: 'lastTransitionedAt',
      include: [
        'listing',
        'listing.images',
        'customer',
        'customer.profileImage',
        'provider',
        'provider.profileImage',
        'booking',
        'messages',
      ],
      'fields.image': ['variants.square-small', 'variants.square-small2x'],
    });
    const { included } = response;
    const totalPages = Number((response.meta as { totalPages?: unknown }).totalPages ?? 1) || 1;
    const feedTexts = await serverTexts(context, ACTIVITY_FEED_TEXTS);
    const rows = response.data.map((tx): InboxRow => {
      const listing = relatedOne(tx, 'listing', included) as {
        attributes?: { title?: string; availabilityPlan?: unknown };
        relationships?: Record<string, unknown>;
      } | null;
      const { kind, timeZone } = listingClockOf(listing?.attributes?.availabilityPlan);
      const otherResource = relatedOne(tx, role === 'customer' ? 'provider' : 'customer', included);
      const names = {
        customer: displayNameOf(relatedOne(tx, 'customer', included), t('customerFallback')),
        provider: displayNameOf(relatedOne(tx, 'provider', included), t('providerFallback')),
      };
      const lastActivity = lastActivityOf(tx, included, user.id, names, feedTexts);
      const { state, processName } = tx.attributes;
      const waiting =
        role === 'provider' ? waitsForProvider(processName, state) : waitsForCustomer(processName, state);
      return {
        id: tx.id,
        path: `/${role === 'customer' ? 'order' : 'sale'}/${tx.id}`,
        listingTitle: listing?.attributes?.title ?? t('deletedListing'),
        listingImage: listing ? squareImageOf(relatedMany(listing, 'images', included)[0]) : null,
        otherParty: role === 'customer' ? names.provider : names.customer,
        other: personViewOf(otherResource, included),
        stateLabel: stateLabelOf(state, role, stateTexts, processName),
        period: bookingPeriodText(bookingOf(tx, included), kind, timeZone),
        lastTransitionedAt: tx.attributes.lastTransitionedAt ?? null,
        lastActivity,
        attention: waiting
          ? 'yourTurn'
          : lastActivity?.kind === 'message' && !lastActivity.byYou
            ? 'newMessage'
            : null,
      };
    });
    return { tab, page, totalPages, rows, error: null };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const key = tab === 'orders' ? 'transaction.fetchOrderFailed' : 'transaction.fetchSaleFailed';
    return { tab, page, totalPages: 1, rows: [], error: SCREEN_ERROR_MESSAGES[key] };
  }
}
