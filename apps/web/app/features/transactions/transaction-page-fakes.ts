import { SdkError } from '@mercato/sdk/sdk-error';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import type { TransactionActionData } from './transaction-actions.server.ts';

// The order and sale pages' tests: a fake platform holding one transaction between Ben (customer)
// and Ada (provider), the arguments of a page's loader or action, and how it answered.

export const TX_ID = '11111111-2222-4333-8444-555555555555';
export const BEN = 'b0000000-0000-4000-8000-000000000001';
export const ADA = 'a0000000-0000-4000-8000-000000000002';
export const LISTING_ID = 'c0ffee00-0000-4000-8000-000000000003';

export interface FakeOptions {
  state?: string;
  showFails?: number;
  processName?: string;
  lastTransition?: string;
  protectedData?: Record<string, unknown>;
  /** Include the listing (id LISTING_ID, "Hand-thrown mug"). */
  withListing?: boolean;
  /** Whether the listing type lets messages carry files (default: yes). */
  fileAttachments?: boolean;
  /** Resolves when the platform may answer a transition (to hold one in flight). */
  transitionGate?: Promise<void>;
}

export function sdkFor(userId: string, options: FakeOptions = {}) {
  const transitions: unknown[] = [];
  const sent: unknown[] = [];
  const sdk = {
    // No operator's texts: the pages word everything in Mercato's English.
    assets: {
      translations: async () => ({ data: {}, version: null }),
      // The mug's type lets messages carry files, unless a test says otherwise.
      config: async () => ({
        data: {
          listingTypes: [
            {
              listingType: 'handmade-goods',
              messagingOptions: { fileAttachments: options.fileAttachments ?? true },
            },
          ],
        },
        version: null,
      }),
    },
    currentUser: {
      show: async () => ({
        data: { id: userId, type: 'currentUser', attributes: {} },
        included: [],
        meta: {},
      }),
    },
    transactions: {
      show: async () => {
        if (options.showFails)
          throw new SdkError(options.showFails, [
            { status: options.showFails, code: 'not-found', title: 'no' },
          ]);
        return {
          data: {
            id: TX_ID,
            type: 'transaction',
            attributes: {
              processName: options.processName ?? 'default-booking',
              processVersion: 1,
              state: options.state ?? 'state/preauthorized',
              lastTransition: options.lastTransition ?? 'transition/confirm-payment',
              transitions: [
                {
                  transition: 'transition/request-payment',
                  createdAt: '2026-12-01T10:00:00.000Z',
                  by: 'customer',
                },
              ],
              lineItems: [],
              protectedData: options.protectedData ?? {},
              payinTotal: { amount: 6500, currency: 'USD' },
              payoutTotal: { amount: 5850, currency: 'USD' },
            },
            relationships: {
              customer: { data: { id: BEN, type: 'user' } },
              provider: { data: { id: ADA, type: 'user' } },
              ...(options.withListing ? { listing: { data: { id: LISTING_ID, type: 'listing' } } } : {}),
            },
          },
          included: options.withListing
            ? [
                {
                  id: LISTING_ID,
                  type: 'listing',
                  attributes: { title: 'Hand-thrown mug', publicData: { listingType: 'handmade-goods' } },
                },
              ]
            : [],
          meta: {},
        };
      },
      transition: async (body: unknown) => {
        transitions.push(body);
        await options.transitionGate;
        return { data: {}, included: [], meta: {} };
      },
    },
    messages: {
      query: async () => ({ data: [], included: [], meta: {} }),
      send: async (body: unknown) => {
        sent.push(body);
        return { data: {}, included: [], meta: {} };
      },
    },
  };
  return { sdk, transitions, sent };
}

export function args(sdk: unknown, form?: Record<string, string>) {
  const body = form ? new URLSearchParams(form) : undefined;
  return {
    request: new Request(`https://shop.test/sale/${TX_ID}`, body ? { method: 'POST', body } : {}),
    params: { id: TX_ID },
    context: { session: { sdk, isLoggedIn: true } },
  } as unknown as LoaderArgs & ActionArgs;
}

export async function statusOf(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'answered';
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    return init?.status ?? String(thrown);
  }
}

/** The answer of an action that did not go through: its data and status. */
export async function refusedAnswer(
  action: Promise<unknown>,
): Promise<{ data: TransactionActionData; init: { status: number } }> {
  return (await action) as { data: TransactionActionData; init: { status: number } };
}
