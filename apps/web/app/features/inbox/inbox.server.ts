import { bookingPeriodText, listingClockOf } from '@mercato/core/availability/booking-period';
import { INTERNAL_MESSAGES, SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { INBOX_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/inbox-page';
import { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { relatedOne } from '../../lib/relationships.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { stateLabelOf } from '../transactions/state-labels.ts';
import { bookingOf, displayNameOf, type TransactionRole } from '../transactions/transaction-view.ts';
import { type InboxTab, isInboxTab } from './inbox-tabs.ts';
import { SALES_LIST_STATES } from './sales-attention.server.ts';

/** Transactions per inbox page (spec §2 InboxPage). */
export const INBOX_PAGE_SIZE = 10;

/** One row of the inbox. */
export interface InboxRow {
  id: string;
  path: string;
  listingTitle: string;
  otherParty: string;
  stateLabel: string;
  period: string | null;
  lastTransitionedAt: string | null;
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

/**
 * One inbox tab and page of the logged-in user: orders (as customer) or sales (as provider), the
 * latest activity first, 10 a page. Any other tab is 'Invalid tab for InboxPage' (404).
 */
export async function loadInboxTab({ request, params, context }: LoaderArgs): Promise<InboxData> {
  await requireUser(request, context.session);
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
      include: ['listing', 'customer', 'provider', 'booking'],
    });
    const { included } = response;
    const totalPages = Number((response.meta as { totalPages?: unknown }).totalPages ?? 1) || 1;
    const rows = response.data.map((tx): InboxRow => {
      const listing = relatedOne(tx, 'listing', included) as {
        attributes?: { title?: string; availabilityPlan?: unknown };
      } | null;
      const { kind, timeZone } = listingClockOf(listing?.attributes?.availabilityPlan);
      const other = relatedOne(tx, role === 'customer' ? 'provider' : 'customer', included);
      return {
        id: tx.id,
        path: `/${role === 'customer' ? 'order' : 'sale'}/${tx.id}`,
        listingTitle: listing?.attributes?.title ?? t('deletedListing'),
        otherParty: displayNameOf(other, role === 'customer' ? t('providerFallback') : t('customerFallback')),
        stateLabel: stateLabelOf(tx.attributes.state, role, stateTexts, tx.attributes.processName),
        period: bookingPeriodText(bookingOf(tx, included), kind, timeZone),
        lastTransitionedAt: tx.attributes.lastTransitionedAt ?? null,
      };
    });
    return { tab, page, totalPages, rows, error: null };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const key = tab === 'orders' ? 'transaction.fetchOrderFailed' : 'transaction.fetchSaleFailed';
    return { tab, page, totalPages: 1, rows: [], error: SCREEN_ERROR_MESSAGES[key] };
  }
}
