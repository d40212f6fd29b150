import { PAYOUT_DETAILS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payout-details-page';
import { type FormEvent, useEffect, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { SubmitButton } from '../../components/submit-button.tsx';
import { loadStripeJs } from '../../lib/stripe-js.ts';
import { useTexts } from '../../lib/texts.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';
import type { PayoutActionData, PayoutDetailsData, PayoutStatus } from './payout-details.server.ts';

/** Where the account stands, in the provider's words. */
function StatusLine({ status }: { status: PayoutStatus }) {
  const t = useTexts(PAYOUT_DETAILS_PAGE_TEXTS);
  if (status.kind === 'up-to-date') return <p className="form-success">{t('upToDate')}</p>;
  if (status.kind === 'verification-failed') {
    return <p className="account-notice">{t('verificationFailed', { reason: status.reason })}</p>;
  }
  return <p className="account-notice">{t('verificationNeeded')}</p>;
}

/** The first payout details: the account's type and country, tokenised by Stripe.js, then Stripe. */
function StartForm(props: {
  publishableKey: string;
  countries: { code: string; name: string }[];
  returnTo: string | null;
}) {
  const t = useTexts(PAYOUT_DETAILS_PAGE_TEXTS);
  const submit = useSubmit();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const Stripe = await loadStripeJs();
      const businessType = form.get('accountType') === 'company' ? 'company' : 'individual';
      const result = await Stripe(props.publishableKey).createToken('account', {
        business_type: businessType,
        tos_shown_and_accepted: true,
      });
      if (!result.token) throw new Error(result.error?.message ?? t('failed'));
      await submit(
        {
          intent: 'create',
          country: String(form.get('country') ?? ''),
          accountToken: result.token.id,
          returnTo: props.returnTo ?? '',
        },
        { method: 'post' },
      );
    } catch (failure) {
      setError((failure as Error).message);
    }
    setBusy(false);
  }

  return (
    <Form method="post" className="form" onSubmit={onSubmit}>
      <fieldset className="field stripe-card-field">
        <legend>{t('accountType')}</legend>
        <div className="field field--checkbox">
          <input id="account-individual" type="radio" name="accountType" value="individual" defaultChecked />
          <label htmlFor="account-individual">{t('individual')}</label>
        </div>
        <div className="field field--checkbox">
          <input id="account-company" type="radio" name="accountType" value="company" />
          <label htmlFor="account-company">{t('company')}</label>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="payout-country">{t('country')}</label>
        <select id="payout-country" name="country" defaultValue="US">
          {props.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <p className="field__hint">{t('needsScripts')}</p>
      </noscript>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton className="button" busy={busy}>
        {t('start')}
      </SubmitButton>
    </Form>
  );
}

/** Account settings: payout details (spec §2 `/account/payments`, `/account/payments/:returnURLType`). */
export function PayoutDetailsPage(props: {
  loaderData: PayoutDetailsData;
  actionData: PayoutActionData | undefined;
}) {
  const t = useTexts(PAYOUT_DETAILS_PAGE_TEXTS);
  const { loaderData, actionData } = props;
  const linkUrl = actionData?.linkUrl ?? null;
  // Stripe's hosted onboarding is a page of Stripe's: the browser goes there.
  useEffect(() => {
    if (linkUrl) window.location.assign(linkUrl);
  }, [linkUrl]);
  return (
    <AccountSettingsPage heading={t('heading')} formError={actionData?.formError} success={null}>
      <p>{t('intro')}</p>
      {loaderData.kind === 'sandbox' ? <p className="account-notice">{t('sandboxOnly')}</p> : null}
      {loaderData.kind === 'stripe' ? (
        <>
          {loaderData.returnTo ? (
            <p className="account-notice" data-testid="payout-return-to">
              {t('returnToListing')} <Link to={loaderData.returnTo}>{t('backToListing')}</Link>
            </p>
          ) : null}
          {loaderData.returned ? (
            <p className="account-notice">
              {loaderData.returned === 'success' ? t('returnedSuccess') : t('returnedFailure')}
            </p>
          ) : null}
          {linkUrl ? (
            <p>
              <a href={linkUrl}>{t('redirecting')}</a>
            </p>
          ) : loaderData.status ? (
            <>
              <StatusLine status={loaderData.status} />
              <Form method="post">
                <input type="hidden" name="returnTo" value={loaderData.returnTo ?? ''} />
                <button type="submit" name="intent" value="link" className="button">
                  {t('continueAtStripe')}
                </button>
              </Form>
            </>
          ) : (
            <StartForm
              publishableKey={loaderData.publishableKey}
              countries={loaderData.countries}
              returnTo={loaderData.returnTo}
            />
          )}
        </>
      ) : null}
    </AccountSettingsPage>
  );
}
