import type { AdminTransactionResource } from '@mercato/core/contracts/admin-transaction';
import { AdminUserResourceSchema } from '@mercato/core/contracts/admin-user';
import { ResourceRefSchema } from '@mercato/core/contracts/resource';
import { formatMoney } from '@mercato/core/money/money-format';
import { toBareName } from '@mercato/core/processes/process-names';
import { DEFAULT_PROCESSES } from '@mercato/core/processes/process-registry';
import type { AdminSdk } from '@mercato/sdk/admin/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { z } from 'zod';
import type { LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';
import { csvLine, csvResponse } from './csv.ts';

/** Transactions per page of the list. */
export const TRANSACTIONS_PAGE_SIZE = 50;
/** The most rows a CSV export holds (100 pages of the API's largest page). */
const EXPORT_MAX_ROWS = 10_000;

type AdminTransactionsQuery = NonNullable<Parameters<AdminSdk['transactions']['query']>[0]>;

/** The list's filters as the page's address carries them. */
export interface TransactionsFilters {
  processName?: string;
  /** One state, or several with commas (`states=state/disputed`, as the dashboard links). */
  states?: string;
  /** A customer or provider (a person's page links with it). */
  partyId?: string;
  listingId?: string;
  createdAtStart?: string;
  createdAtEnd?: string;
}

/** The processes the list filters by: those deployed with the marketplace, each once. */
export const TRANSACTION_PROCESSES: readonly { name: string; states: readonly string[] }[] = [
  ...new Map(DEFAULT_PROCESSES.map((process) => [process.name, process])).values(),
].map((process) => ({ name: process.name, states: process.states }));

// As the admin API takes them: `default-booking`, `state/accepted`.
const PROCESS_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;
const STATE_NAME = /^state\/[a-z0-9][a-z0-9-]{0,99}$/;

/** `accepted` or `state/accepted` as `state/accepted`; null for what cannot be a state's name. */
function stateNameOf(value: string): string | null {
  const name = value.startsWith('state/') ? value : `state/${value}`;
  return STATE_NAME.test(name) ? name : null;
}

/** The filters of the address (malformed states and process names dropped; the API checks the rest). */
export function transactionsFiltersOf(url: URL): TransactionsFilters {
  const filters: TransactionsFilters = {};
  const text = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const processName = text('processName');
  if (processName && PROCESS_NAME.test(processName)) filters.processName = processName;
  const states = [
    ...new Set(
      (text('states') ?? '')
        .split(',')
        .map((state) => stateNameOf(state.trim()))
        .filter((state) => state !== null),
    ),
  ];
  if (states.length > 0) filters.states = states.join(',');
  for (const key of ['partyId', 'listingId', 'createdAtStart', 'createdAtEnd'] as const) {
    const value = text(key);
    if (value) filters[key] = value;
  }
  return filters;
}

function apiQueryOf(filters: TransactionsFilters): AdminTransactionsQuery {
  const { states, ...rest } = filters;
  return {
    ...rest,
    ...(states ? { states: states.split(',') } : {}),
    include: ['customer', 'provider', 'listing'],
  };
}

/** Money as people read it (`$40.00`); in a currency Mercato does not know, its minor units and code. */
export function moneyText(money: { amount: number; currency: string } | null | undefined): string | null {
  if (!money) return null;
  try {
    return formatMoney(money);
  } catch {
    return `${money.amount} ${money.currency}`;
  }
}

const RelationshipRefSchema = z.object({ data: ResourceRefSchema.nullable() });
const IncludedListingSchema = z.object({
  id: z.string(),
  type: z.literal('listing'),
  attributes: z.object({ title: z.string().optional(), deleted: z.boolean().optional() }).loose(),
});

/** The id a to-one relationship of a resource points at (whether included or not). */
export function relatedIdOf(
  resource: { relationships?: Record<string, unknown> | undefined },
  name: string,
): string | null {
  const ref = RelationshipRefSchema.safeParse(resource.relationships?.[name]);
  return ref.success ? (ref.data.data?.id ?? null) : null;
}

/** A person of the answer (an included admin `user`) by id: their name and email, if included. */
export function personOf(
  included: readonly unknown[],
  id: string | null,
): { id: string; name: string | null; email: string | null } | null {
  if (!id) return null;
  for (const resource of included) {
    const user = AdminUserResourceSchema.safeParse(resource);
    if (user.success && user.data.id === id) {
      const { profile, email } = user.data.attributes;
      const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.displayName;
      return { id, name: name || null, email: email || null };
    }
  }
  return { id, name: null, email: null };
}

/** A listing of the answer (an included `listing`) by id: its title and whether it is deleted. */
export function listingOf(
  included: readonly unknown[],
  id: string | null,
): { id: string; title: string | null; deleted: boolean } | null {
  if (!id) return null;
  for (const resource of included) {
    const listing = IncludedListingSchema.safeParse(resource);
    if (listing.success && listing.data.id === id) {
      const { title, deleted } = listing.data.attributes;
      return { id, title: title ?? null, deleted: deleted === true };
    }
  }
  return { id, title: null, deleted: false };
}

/** A transaction as a row of the list, its parties and listing named from `included`. */
export function transactionRowOf(tx: AdminTransactionResource, included: readonly unknown[]) {
  const { attributes: a } = tx;
  return {
    id: tx.id,
    createdAt: a.createdAt,
    processName: a.processName,
    state: toBareName(a.state),
    listing: listingOf(included, relatedIdOf(tx, 'listing')),
    customer: personOf(included, relatedIdOf(tx, 'customer')),
    provider: personOf(included, relatedIdOf(tx, 'provider')),
    payinTotal: moneyText(a.payinTotal),
    lastTransition: toBareName(a.lastTransition),
    lastTransitionedAt: a.lastTransitionedAt,
  };
}

/** `/console/transactions`: a page of transactions, filtered by the address; filters the API refuses are named. */
export async function loadTransactions(args: LoaderArgs) {
  const url = new URL(args.request.url);
  const filters = transactionsFiltersOf(url);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const processes = TRANSACTION_PROCESSES;
  try {
    const res = await consoleCall(args, (sdk) =>
      sdk.transactions.query({ ...apiQueryOf(filters), page, perPage: TRANSACTIONS_PAGE_SIZE }),
    );
    return {
      filters,
      page,
      totalItems: Number(res.meta.totalItems ?? 0),
      totalPages: Math.max(1, Number(res.meta.totalPages ?? 1)),
      transactions: res.data.map((tx) => transactionRowOf(tx, res.included)),
      processes,
      problem: null as string | null,
    };
  } catch (error) {
    if (!(SdkError.is(error) && error.status === 400)) throw error;
    return {
      filters,
      page,
      totalItems: 0,
      totalPages: 1,
      transactions: [],
      processes,
      problem: error.errors.map((e) => e.title).join('; '),
    };
  }
}

/** `/console/transactions.csv`: every transaction the filters find (up to 10,000), as a spreadsheet reads it. */
export async function exportTransactions(args: LoaderArgs): Promise<Response> {
  const filters = transactionsFiltersOf(new URL(args.request.url));
  const lines = [
    csvLine([
      'id',
      'createdAt',
      'processName',
      'processVersion',
      'state',
      'lastTransition',
      'lastTransitionedAt',
      'listingId',
      'listingTitle',
      'customerId',
      'customerEmail',
      'customerName',
      'providerId',
      'providerEmail',
      'providerName',
      'payinAmount',
      'payinCurrency',
      'payoutAmount',
      'payoutCurrency',
    ]),
  ];
  for (let page = 1; lines.length <= EXPORT_MAX_ROWS; page += 1) {
    const res = await consoleCall(args, (sdk) =>
      sdk.transactions.query({ ...apiQueryOf(filters), page, perPage: 100 }),
    );
    for (const tx of res.data) {
      const a = tx.attributes;
      const row = transactionRowOf(tx, res.included);
      lines.push(
        csvLine([
          tx.id,
          a.createdAt,
          a.processName,
          a.processVersion,
          a.state,
          a.lastTransition,
          a.lastTransitionedAt,
          row.listing?.id,
          row.listing?.title,
          row.customer?.id,
          row.customer?.email,
          row.customer?.name,
          row.provider?.id,
          row.provider?.email,
          row.provider?.name,
          a.payinTotal?.amount,
          a.payinTotal?.currency,
          a.payoutTotal?.amount,
          a.payoutTotal?.currency,
        ]),
      );
    }
    if (page >= Number(res.meta.totalPages ?? 1) || res.data.length === 0) break;
  }
  return csvResponse('transactions.csv', lines);
}
