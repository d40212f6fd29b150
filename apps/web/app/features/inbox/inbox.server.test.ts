import { describe, expect, it } from 'vitest';
import type { LoaderArgs } from '../../lib/context.ts';
import { INBOX_PAGE_SIZE, loadInboxTab } from './inbox.server.ts';

function setup(tab: string, search = '') {
  const queries: Record<string, unknown>[] = [];
  const sdk = {
    // No operator's texts: the pages word everything in Mercato's English.
    assets: { translations: async () => ({ data: {}, version: null }) },
    currentUser: {
      show: async () => ({
        data: { id: 'ada', type: 'currentUser', attributes: {} },
        included: [],
        meta: {},
      }),
    },
    transactions: {
      query: async (query: Record<string, unknown>) => {
        queries.push(query);
        return {
          data: [
            {
              id: 'tx-1',
              type: 'transaction',
              attributes: { state: 'state/preauthorized' },
              relationships: {
                listing: { data: { id: 'l-1', type: 'listing' } },
                customer: { data: { id: 'ben', type: 'user' } },
              },
            },
          ],
          included: [
            { id: 'l-1', type: 'listing', attributes: { title: 'Sourdough baking workshop' } },
            { id: 'ben', type: 'user', attributes: { profile: { displayName: 'Ben C' } } },
          ],
          meta: { totalPages: 3 },
        };
      },
    },
  };
  const args = {
    request: new Request(`https://shop.test/inbox/${tab}${search}`),
    params: { tab },
    context: { session: { sdk, isLoggedIn: true } },
  } as unknown as LoaderArgs;
  return { args, queries };
}

describe('loadInboxTab', () => {
  it('lists the sales of a page, 10 a page, with the state label of the provider', async () => {
    const { args, queries } = setup('sales', '?page=2');
    const inbox = await loadInboxTab(args);
    expect(queries[0]).toMatchObject({ only: 'sale', page: 2, perPage: INBOX_PAGE_SIZE });
    expect(inbox).toMatchObject({ tab: 'sales', page: 2, totalPages: 3 });
    expect(inbox.rows).toEqual([
      expect.objectContaining({
        path: '/sale/tx-1',
        listingTitle: 'Sourdough baking workshop',
        otherParty: 'Ben C',
        stateLabel: 'Waiting for your answer',
      }),
    ]);
  });

  it("leaves customers' unpaid requests out of the sales, not out of their orders", async () => {
    const sales = setup('sales');
    await loadInboxTab(sales.args);
    const states = sales.queries[0]?.states as string[];
    expect(states).toContain('state/preauthorized');
    expect(states).toContain('state/inquiry');
    expect(states).not.toContain('state/pending-payment');
    expect(states).not.toContain('state/payment-expired');
    const orders = setup('orders');
    await loadInboxTab(orders.args);
    expect(orders.queries[0]).not.toHaveProperty('states');
  });

  it("rejects any other tab with 'Invalid tab for InboxPage' (404)", async () => {
    const { args } = setup('archive');
    try {
      await loadInboxTab(args);
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toMatchObject({ data: 'Invalid tab for InboxPage', init: { status: 404 } });
    }
  });
});
