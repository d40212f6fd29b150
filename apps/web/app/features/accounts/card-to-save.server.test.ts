import { describe, expect, it, vi } from 'vitest';
import type { WebSession } from '../../lib/context.ts';
import { cardToSaveCookie, saveCardKeptFor } from './card-to-save.server.ts';

const settings = { cookieKey: 'a-key-for-tests-only', secureCookies: true };

/** A session whose SDK records the cards it is asked to save (a user without a saved card yet). */
function session() {
  const create = vi.fn(async (_: Record<string, unknown>) => ({}));
  const sdk = {
    currentUser: {
      show: vi.fn(async () => ({
        data: { id: 'u1', attributes: { email: 'ann@example.com' } },
        included: [],
      })),
    },
    stripeCustomer: { create },
  };
  return { session: { isLoggedIn: true, sdk } as unknown as WebSession, create };
}

const requestWith = (cookie: string | null) =>
  new Request('http://shop.test/order/x?payment_intent=pi_1', cookie ? { headers: { cookie } } : {});

const cookiePair = (setCookie: string) => setCookie.split(';')[0] as string;

describe('a card kept across the bank check', () => {
  it('is an HttpOnly, Secure cookie of the order pages', () => {
    const cookie = cardToSaveCookie(settings, { paymentIntentId: 'pi_1', paymentMethodId: 'pm_1' });
    expect(cookie).toMatch(
      /^mercato_card_to_save=[^;]+; Path=\/order; Max-Age=1200; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('is saved once its own payment is confirmed, and forgotten', async () => {
    const { session: s, create } = session();
    const cookie = cookiePair(
      cardToSaveCookie(settings, { paymentIntentId: 'pi_1', paymentMethodId: 'pm_1' }),
    );
    const forget = await saveCardKeptFor(settings, requestWith(cookie), s, 'pi_1');
    expect(create).toHaveBeenCalledWith({
      stripePaymentMethodId: 'pm_1',
      stripeCustomerEmail: 'ann@example.com',
    });
    expect(forget).toMatch(/^mercato_card_to_save=; Path=\/order; Max-Age=0;/);
  });

  it('saves nothing for another payment, an altered cookie or another key, and still forgets it', async () => {
    const { session: s, create } = session();
    const kept = cookiePair(cardToSaveCookie(settings, { paymentIntentId: 'pi_1', paymentMethodId: 'pm_1' }));
    const [payload = '', mac = ''] = kept.slice('mercato_card_to_save='.length).split('.');
    const altered = `mercato_card_to_save=${payload.slice(0, -2)}xx.${mac}`;
    const otherKey = cookiePair(
      cardToSaveCookie(
        { ...settings, cookieKey: 'another' },
        { paymentIntentId: 'pi_1', paymentMethodId: 'pm_1' },
      ),
    );
    expect(await saveCardKeptFor(settings, requestWith(kept), s, 'pi_2')).toMatch(/Max-Age=0/);
    expect(await saveCardKeptFor(settings, requestWith(altered), s, 'pi_1')).toMatch(/Max-Age=0/);
    expect(await saveCardKeptFor(settings, requestWith(otherKey), s, 'pi_1')).toMatch(/Max-Age=0/);
    expect(await saveCardKeptFor(settings, requestWith(null), s, 'pi_1')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
