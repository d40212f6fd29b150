import type { StripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import type { Kysely } from 'kysely';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { createStripeClient } from '../../src/adapters/payments/stripe-client.ts';
import type { DB } from '../../src/db/schema.ts';
import { saveStripeAccountId } from '../../src/features/payments/stripe-accounts.repository.ts';
import { updateStripeAccountState } from '../../src/features/payments/stripe-webhooks.repository.ts';
import type { TestPlatform } from '../harness.ts';
import type { officialSdk } from './official-sdk.ts';
import { bookableListingBody } from './transactions.ts';

/**
 * Links a connected account that finished onboarding at the double to a provider, with the state
 * Stripe reported for it (charges and payouts enabled), as the webhook would have stored it.
 */
export async function linkOnboardedAccount(
  db: Kysely<DB>,
  userId: string,
  stripeAccountId: string,
  now: Date,
): Promise<void> {
  await saveStripeAccountId(db, userId, stripeAccountId, now);
  await updateStripeAccountState(
    db,
    stripeAccountId,
    { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true },
    now,
  );
}

/**
 * A provider (signed up through the official SDK by `signUp`) with a bookable $40 listing and a
 * connected account at the double that finished onboarding.
 */
export async function onboardedProviderOf<
  P extends { sdk: ReturnType<typeof officialSdk>; id: { uuid: string } },
>(platform: TestPlatform, double: StripeDouble, signUp: () => Promise<P>) {
  const { Money } = sharetribeSdk.types;
  const provider = await signUp();
  const listing = await provider.sdk.ownListings.create(
    { ...bookableListingBody(), price: new Money(4000, 'USD') },
    { expand: true },
  );
  const stripe = createStripeClient({ secretKey: double.secretKey, apiBase: double.url });
  const account = await stripe.accounts.create({
    type: 'custom',
    country: 'US',
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });
  double.completeOnboarding(account.id);
  await linkOnboardedAccount(platform.ctx.db, provider.id.uuid, account.id, platform.clock.read());
  return { ...provider, listingId: listing.data.data.id, account: account.id };
}
