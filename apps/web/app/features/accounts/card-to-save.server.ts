import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { IdentityProviderSettings, WebSession } from '../../lib/context.ts';
import { cookieHeader, readCookie, seal, unseal } from '../../lib/sealed-cookie.server.ts';
import { saveCard } from './saved-card.server.ts';

// "Save this card for later" with a card that asks for 3-D Secure: the checkout sends the customer
// to the bank's check before the payment is confirmed, so the card cannot be saved yet. A signed
// cookie carries the card to the order page the check returns to, which saves it once the payment
// is confirmed — only that payment's card, only for the customer who ticked the box.

const COOKIE = 'mercato_card_to_save';
// The payment waits for the check for 15 minutes before it expires; a little more for the return.
const LIFETIME_SECONDS = 20 * 60;
// The order pages (`/order/:id`), whose loader finishes a returned payment.
const PATH = '/order';

const CardToSaveSchema = z.object({
  paymentIntentId: z.string().min(1).max(255),
  paymentMethodId: z.string().min(1).max(255),
  exp: z.number().int(),
});

type CookieSettings = Pick<IdentityProviderSettings, 'cookieKey' | 'secureCookies'>;

/** Its own key, so that no other signed cookie of the site can stand for this one. */
function keyOf(settings: CookieSettings): string {
  return createHmac('sha256', settings.cookieKey).update('mercato card to save').digest('base64url');
}

/** Set-Cookie keeping the card to save once the payment `paymentIntentId` is confirmed. */
export function cardToSaveCookie(
  settings: CookieSettings,
  card: { paymentIntentId: string; paymentMethodId: string },
): string {
  return cookieHeader(COOKIE, seal(keyOf(settings), card, LIFETIME_SECONDS), {
    path: PATH,
    maxAge: LIFETIME_SECONDS,
    secure: settings.secureCookies,
  });
}

/**
 * After the payment `paymentIntentId` was confirmed: saves the card the checkout kept for it, if
 * any, and answers the Set-Cookie that forgets it (null when there was none). The order is paid
 * whatever becomes of saving, as at the checkout.
 */
export async function saveCardKeptFor(
  settings: CookieSettings,
  request: Request,
  session: WebSession,
  paymentIntentId: string,
): Promise<string | null> {
  const raw = readCookie(request, COOKIE);
  if (raw === undefined) return null;
  const kept = unseal(keyOf(settings), CardToSaveSchema, raw);
  if (kept?.paymentIntentId === paymentIntentId) {
    const current = await session.sdk.currentUser.show();
    await saveCard(session, kept.paymentMethodId, current.data.attributes.email).catch(() => undefined);
  }
  return cookieHeader(COOKIE, '', { path: PATH, maxAge: 0, secure: settings.secureCookies });
}
