import { describe, expect, it } from 'vitest';
import type { LoaderArgs } from '../../lib/context.ts';
import { INBOX_PAGE_SIZE, loadInboxTab, quoteOf } from './inbox.server.ts';

function setup(tab: string, search = '', tx: { attributes?: object; messages?: object[] } = {}) {
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
              attributes: { state: 'state/preauthorized', processName: 'default-booking', ...tx.attributes },
              relationships: {
                listing: { data: { id: 'l-1', type: 'listing' } },
                customer: { data: { id: 'ben', type: 'user' } },
                messages: {
                  data: (tx.messages ?? []).map((m) => ({ id: (m as { id: string }).id, type: 'message' })),
                },
              },
            },
          ],
          included: [
            {
              id: 'l-1',
              type: 'listing',
              attributes: { title: 'Sourdough baking workshop' },
              relationships: { images: { data: [{ id: 'img-1', type: 'image' }] } },
            },
            {
              id: 'img-1',
              type: 'image',
              attributes: {
                variants: {
                  'square-small': {
                    name: 'square-small',
                    width: 240,
                    height: 240,
                    url: 'https://img.test/1/s',
                  },
                },
              },
            },
            {
              id: 'ben',
              type: 'user',
              attributes: {
                banned: false,
                deleted: false,
                profile: { displayName: 'Ben C', abbreviatedName: 'BC' },
              },
            },
            ...(tx.messages ?? []),
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

  it('shows the listing photo, the other party, the last word or event, and whether it waits for you', async () => {
    const message = (id: string, sender: string, content: string, createdAt: string) => ({
      id,
      type: 'message',
      attributes: { content, createdAt },
      relationships: { sender: { data: { id: sender, type: 'user' } } },
    });
    const transitions = [
      { transition: 'transition/request-payment', createdAt: '2026-11-20T10:00:00.000Z', by: 'customer' },
      { transition: 'transition/confirm-payment', createdAt: '2026-11-20T10:00:05.000Z', by: 'customer' },
    ];
    // A request waiting for Ada: her turn, whoever wrote last.
    const waiting = await loadInboxTab(
      setup('sales', '', {
        attributes: { transitions },
        messages: [message('m-1', 'ben', 'Can I bring\n my own starter?', '2026-11-20T10:01:00.000Z')],
      }).args,
    );
    expect(waiting.rows[0]).toMatchObject({
      listingImage: { src: 'https://img.test/1/s' },
      other: { displayName: 'Ben C', abbreviatedName: 'BC', isActive: true },
      lastActivity: { kind: 'message', text: 'Can I bring my own starter?', byYou: false },
      attention: 'yourTurn',
    });
    // Accepted, Ben's question the last word: a new message for her.
    const accepted = { state: 'state/accepted', transitions: [...transitions.slice(0, 1)] };
    const asked = await loadInboxTab(
      setup('sales', '', {
        attributes: accepted,
        messages: [message('m-1', 'ben', 'Parking nearby?', '2026-11-21T09:00:00.000Z')],
      }).args,
    );
    expect(asked.rows[0]).toMatchObject({ attention: 'newMessage' });
    // Her answer is the last word: nothing waits for her.
    const answered = await loadInboxTab(
      setup('sales', '', {
        attributes: accepted,
        messages: [
          message('m-1', 'ben', 'Parking nearby?', '2026-11-21T09:00:00.000Z'),
          message('m-2', 'ada', 'Yes, on Rua Nova.', '2026-11-21T09:30:00.000Z'),
        ],
      }).args,
    );
    expect(answered.rows[0]).toMatchObject({
      attention: null,
      lastActivity: { kind: 'message', text: 'Yes, on Rua Nova.', byYou: true },
    });
    // No message since: the last event, worded as the feed words it.
    const evented = await loadInboxTab(setup('sales', '', { attributes: { transitions } }).args);
    expect(evented.rows[0]?.lastActivity).toMatchObject({
      kind: 'transition',
      at: '2026-11-20T10:00:05.000Z',
    });
    expect(evented.rows[0]?.lastActivity?.text).toMatch(/Ben C/);
  });

  it('quotes a long message on one line, cut at a word', () => {
    expect(quoteOf('  Hello\n\nthere  ')).toBe('Hello there');
    const long = `${'word '.repeat(40)}end`;
    const quoted = quoteOf(long);
    expect(quoted.endsWith('word…')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(141);
    expect(quoteOf('x'.repeat(300))).toBe(`${'x'.repeat(140)}…`);
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
