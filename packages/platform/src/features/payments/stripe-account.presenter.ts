import { randomUUID } from 'node:crypto';
import type { Resource } from '../../http/envelope.ts';
import { WireUuid, type WireValue } from '../../http/wire-values.ts';
import type { ConnectedAccountLink } from '../../ports/payments.port.ts';
import type { StripeAccountView } from './stripe-account.service.ts';

/**
 * The `stripeAccount` resource (api notes §5). Its id is its owner's: a user has one account, and
 * the id stays the same when the account is read again. `stripeAccountData` is Stripe's account
 * object, as Sharetribe returns it, only when Stripe was just asked (the `stripe_account/*`
 * endpoints); `currentUser`'s include answers from what is stored, without a call to Stripe on
 * every page load, so it carries the id alone.
 */
export function presentStripeAccount(
  account: Pick<StripeAccountView, 'userId' | 'stripeAccountId'> & {
    data?: Record<string, unknown> | null;
  },
): Resource {
  return {
    id: new WireUuid(account.userId),
    type: 'stripeAccount',
    attributes: {
      stripeAccountId: account.stripeAccountId,
      ...(account.data ? { stripeAccountData: account.data as WireValue } : {}),
    },
  };
}

/** The `stripeAccountLink` resource: a one-time URL of Stripe's hosted onboarding. */
export function presentStripeAccountLink(link: ConnectedAccountLink): Resource {
  return {
    id: new WireUuid(randomUUID()),
    type: 'stripeAccountLink',
    attributes: { url: link.url, expiresAt: link.expiresAt },
  };
}

/** The `stripePerson` resource. */
export function presentStripePerson(person: { id: string }): Resource {
  return {
    id: new WireUuid(randomUUID()),
    type: 'stripePerson',
    attributes: { stripePersonId: person.id },
  };
}
