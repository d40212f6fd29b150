import { PAYOUT_COUNTRIES } from '@mercato/core/contracts/stripe-account';
import { PAYOUT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payout-details-page';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { countryOptions } from '../checkout/shipping-countries.ts';
import { isWizardTabKey, isWizardType } from '../listing-wizard/wizard-tabs.ts';

/** Where the provider's payout account stands at Stripe (spec §6). */
export type PayoutStatus =
  | { kind: 'up-to-date' }
  | { kind: 'verification-needed' }
  | { kind: 'verification-failed'; reason: string };

/** What the payout details page shows. */
export type PayoutDetailsData =
  | { kind: 'sandbox' }
  | {
      kind: 'stripe';
      publishableKey: string;
      /** Null before the provider has an account. */
      status: PayoutStatus | null;
      countries: { code: string; name: string }[];
      /** Back from Stripe's hosted onboarding (`/account/payments/success|failure`). */
      returned: 'success' | 'failure' | null;
      /**
       * The listing wizard tab that sent the author here to publish (`?returnTo=`): Stripe's
       * onboarding returns there (`<tab>/success|failure`) instead of to this page.
       */
      returnTo: string | null;
    };

/** What the action answers: where Stripe's hosted onboarding continues, or why it cannot. */
export interface PayoutActionData {
  linkUrl: string | null;
  formError: string | null;
}

const WIZARD_PATH = /^\/l\/[a-z0-9-]+\/([0-9a-f-]{36})\/([a-z]+)\/([a-z-]+)$/;

/**
 * A wizard tab's path given back by a page the wizard sent the author to (`returnTo` of the payout
 * details page), or null for anything else: only this site's wizard addresses are followed.
 */
export function wizardReturnPathOf(value: string | null | undefined): string | null {
  const match = WIZARD_PATH.exec(value ?? '');
  if (!match || !isWizardType(match[2]) || !isWizardTabKey(match[3])) return null;
  return value as string;
}

/** The status of an account from Stripe's object: disabled, details due, or ready to pay out. */
export function payoutStatusOf(account: Record<string, unknown>): PayoutStatus {
  const requirements = (account.requirements ?? {}) as {
    currently_due?: unknown[];
    past_due?: unknown[];
    disabled_reason?: string | null;
  };
  const disabled = requirements.disabled_reason;
  if (disabled && !disabled.startsWith('requirements.'))
    return { kind: 'verification-failed', reason: disabled };
  const due = [...(requirements.currently_due ?? []), ...(requirements.past_due ?? [])];
  if (disabled || due.length > 0 || account.payouts_enabled !== true || account.charges_enabled !== true) {
    return { kind: 'verification-needed' };
  }
  return { kind: 'up-to-date' };
}

/** The provider's payout account as Stripe has it now, or the form to start one. */
export async function loadPayoutDetails({
  request,
  params,
  context,
}: LoaderArgs): Promise<PayoutDetailsData> {
  const { session } = context;
  await requireUser(request, session);
  const publishableKey = context.stripePublishableKey;
  if (!publishableKey) return { kind: 'sandbox' };
  let status: PayoutStatus | null = null;
  try {
    const account = await session.sdk.stripeAccount.fetch();
    status = payoutStatusOf(account.data.attributes.stripeAccountData ?? {});
  } catch (error) {
    if (!SdkError.is(error) || !error.hasCode('stripe-account-not-found')) throw error;
  }
  const returnType = params.returnURLType;
  return {
    kind: 'stripe',
    publishableKey,
    status,
    countries: countryOptions().filter((c) => (PAYOUT_COUNTRIES as readonly string[]).includes(c.code)),
    returned: returnType === 'success' || returnType === 'failure' ? returnType : null,
    returnTo: wizardReturnPathOf(new URL(request.url).searchParams.get('returnTo')),
  };
}

/**
 * Starts or continues the payout details at Stripe: with the account token Stripe.js made of the
 * form (business type, terms accepted), the account in the chosen country; then a one-time link to
 * Stripe's hosted onboarding, which returns to `/account/payments/success` (or `failure` when the
 * link expired), or to the listing wizard tab named by `returnTo` (`<tab>/success|failure`).
 */
export async function changePayoutDetails({ request, context }: ActionArgs) {
  await requireUser(request, context.session);
  const { sdk } = context.session;
  const t = await serverTexts(context, PAYOUT_DETAILS_PAGE_TEXTS);
  const form = await request.formData();
  const refused = (status: number, formError: string) =>
    data<PayoutActionData>({ linkUrl: null, formError }, { status });
  if (!context.stripePublishableKey) return refused(409, t('sandboxOnly'));
  let needsDetails = true;
  try {
    if (form.get('intent') === 'create') {
      const country = String(form.get('country') ?? '');
      const accountToken = String(form.get('accountToken') ?? '');
      await sdk.stripeAccount.create({
        country: country as (typeof PAYOUT_COUNTRIES)[number],
        accountToken,
        requestedCapabilities: ['card_payments', 'transfers'],
      });
    } else {
      const account = await sdk.stripeAccount.fetch();
      needsDetails = payoutStatusOf(account.data.attributes.stripeAccountData ?? {}).kind !== 'up-to-date';
    }
    const returnTo = wizardReturnPathOf(String(form.get('returnTo') ?? ''));
    const back = (type: string) =>
      new URL(returnTo ? `${returnTo}/${type}` : `/account/payments/${type}`, context.rootUrl).href;
    const link = await sdk.stripeAccountLinks.create({
      type: needsDetails ? 'account_onboarding' : 'account_update',
      successURL: back('success'),
      failureURL: back('failure'),
      collectionOptions: { fields: 'currently_due', future_requirements: 'include' },
    });
    return data<PayoutActionData>({ linkUrl: link.data.attributes.url, formError: null });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const stripeMessage = error.errors[0]?.meta?.stripeMessage;
    return refused(
      error.status === 400 || error.status === 409 ? error.status : 502,
      typeof stripeMessage === 'string' ? stripeMessage : t('failed'),
    );
  }
}
