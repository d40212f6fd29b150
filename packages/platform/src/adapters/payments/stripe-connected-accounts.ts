import type Stripe from 'stripe';
import type {
  ConnectedAccount,
  ConnectedAccountLink,
  ConnectedAccountsPort,
  CreateConnectedAccountRequest,
  UpdateConnectedAccountRequest,
} from '../../ports/payments.port.ts';
import { callStripe } from './stripe-payment-errors.ts';

/** The metadata key that ties a connected account to its user (found again from the Dashboard). */
export const USER_METADATA_KEY = 'userId';

function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  return {
    id: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    // The SDK's object is Stripe's JSON as it came; the owner sees it whole, as on Sharetribe.
    data: JSON.parse(JSON.stringify(account)) as Record<string, unknown>,
  };
}

const capabilitiesOf = (names: string[]): Stripe.AccountCreateParams.Capabilities =>
  Object.fromEntries(names.map((name) => [name, { requested: true }]));

/**
 * Providers' payout accounts as Sharetribe makes them: `custom` connected accounts whose payouts
 * are manual (the marketplace pays each sale out on completion, `stripe-create-payout`), the
 * facts given as Stripe.js tokens, the rest collected on Stripe's hosted onboarding.
 */
export function createStripeConnectedAccounts(stripe: Stripe): ConnectedAccountsPort {
  return {
    async create(request: CreateConnectedAccountRequest): Promise<ConnectedAccount> {
      const account = await callStripe(() =>
        stripe.accounts.create(
          {
            type: 'custom',
            country: request.country,
            email: request.email,
            account_token: request.accountToken,
            ...(request.bankAccountToken ? { external_account: request.bankAccountToken } : {}),
            business_profile: {
              mcc: request.merchantCategoryCode,
              ...(request.businessUrl ? { url: request.businessUrl } : {}),
              ...(request.productDescription ? { product_description: request.productDescription } : {}),
            },
            capabilities: capabilitiesOf(request.capabilities),
            settings: { payouts: { schedule: { interval: 'manual' } } },
            metadata: { [USER_METADATA_KEY]: request.userId },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toConnectedAccount(account);
    },

    async retrieve(accountId: string): Promise<ConnectedAccount> {
      return toConnectedAccount(await callStripe(() => stripe.accounts.retrieve(accountId)));
    },

    async update(accountId: string, request: UpdateConnectedAccountRequest): Promise<ConnectedAccount> {
      const account = await callStripe(() =>
        stripe.accounts.update(accountId, {
          ...(request.accountToken ? { account_token: request.accountToken } : {}),
          ...(request.bankAccountToken ? { external_account: request.bankAccountToken } : {}),
          ...(request.capabilities ? { capabilities: capabilitiesOf(request.capabilities) } : {}),
        }),
      );
      return toConnectedAccount(account);
    },

    async createLink(accountId, request): Promise<ConnectedAccountLink> {
      const link = await callStripe(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: request.type,
          refresh_url: request.refreshUrl,
          return_url: request.returnUrl,
          ...(request.collectionOptions
            ? {
                collection_options: {
                  fields: request.collectionOptions.fields as 'currently_due' | 'eventually_due',
                  ...(request.collectionOptions.future_requirements
                    ? {
                        future_requirements: request.collectionOptions.future_requirements as
                          | 'include'
                          | 'omit',
                      }
                    : {}),
                },
              }
            : {}),
        }),
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async createPerson(accountId: string, personToken: string): Promise<{ id: string }> {
      const person = await callStripe(() =>
        stripe.accounts.createPerson(accountId, { person_token: personToken }),
      );
      return { id: person.id };
    },

    async remove(accountId: string): Promise<void> {
      await callStripe(() => stripe.accounts.del(accountId));
    },
  };
}
