import { ADDRESS_FIELDS_TEXTS } from '@mercato/core/texts/catalogs/transactions/address-fields';
import { CHECKOUT_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/checkout-page';
import { useState } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { useTexts } from '../../lib/texts.ts';
import type { RootData } from '../../root.tsx';
import { PriceBreakdown } from '../transactions/price-breakdown.tsx';
import { SAME_AS_SHIPPING_FIELD } from './billing-address-form.ts';
import type { BookingCheckoutData, CheckoutActionData, CheckoutData } from './checkout.server.ts';
import { checkoutForm } from './checkout-form.ts';
import type { EnteredAddresses } from './checkout-order.server.ts';
import type { PurchaseCheckoutData } from './purchase-checkout.server.ts';
import { purchaseCheckoutForm } from './purchase-checkout-form.ts';

/** The sandbox card field and the pay button, the end of every checkout form. */
function CardAndPay(props: { error: string | undefined; note: string; submitting: boolean }) {
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const testPayments = useRouteLoaderData<RootData>('root')?.testPayments === true;
  return (
    <>
      <TextField
        name="cardNumber"
        label={t('cardNumberLabel')}
        autoComplete="cc-number"
        maxLength={23}
        hint={testPayments ? t('cardNumberHint') : undefined}
        error={props.error}
      />
      <p className="checkout__note">{props.note}</p>
      <button type="submit" className="button button--wide" disabled={props.submitting}>
        {t('confirmAndPay')}
      </button>
    </>
  );
}

function BookingCheckout(props: {
  loaderData: BookingCheckoutData;
  actionData: CheckoutActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const { listing, breakdown } = loaderData;
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(checkoutForm, actionData?.errors);
  const formError = actionData?.formError ?? loaderData.error;
  return (
    <section className="checkout">
      <h1>{t('bookHeading', { listingTitle: listing.title })}</h1>
      <p className="checkout__listing">
        <Link to={listing.path}>{listing.title}</Link>
        {listing.authorName ? ` ${t('byAuthor', { authorName: listing.authorName })}` : null}
      </p>
      {loaderData.period ? (
        <p className="checkout__period" data-testid="checkout-period">
          {loaderData.variantName ? `${loaderData.variantName} · ` : ''}
          {loaderData.period}
          {loaderData.seats > 1 ? ` · ${t('seats', { count: loaderData.seats })}` : ''}
        </p>
      ) : null}
      {breakdown ? <PriceBreakdown breakdown={breakdown} /> : null}
      <FormError message={formError} />
      {breakdown ? (
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          className="form checkout__form"
        >
          <input type="hidden" name="bookingStart" value={loaderData.bookingStart} />
          <input type="hidden" name="bookingEnd" value={loaderData.bookingEnd} />
          <input type="hidden" name="seats" value={loaderData.seats} />
          {loaderData.inquiryId ? (
            <input type="hidden" name="inquiryId" value={loaderData.inquiryId} />
          ) : null}
          {loaderData.variantName ? (
            <input type="hidden" name="priceVariantName" value={loaderData.variantName} />
          ) : null}
          <AddressFields
            kind="billing"
            errors={errors}
            entered={actionData?.entered}
            countries={loaderData.countries}
          />
          <CardAndPay
            error={errors.cardNumber ?? errors.bookingEnd ?? errors.bookingStart}
            note={t('bookingNote')}
            submitting={submitting}
          />
        </Form>
      ) : (
        <p>
          <Link to={listing.path}>{t('chooseAnotherTime')}</Link>
        </p>
      )}
    </section>
  );
}

/**
 * One address form, its words by the keys of their texts: where a shipped order goes, or the card
 * holder's billing address.
 */
const ADDRESS_FORMS = {
  shipping: {
    legend: 'shippingLegend',
    prefix: 'shipping',
    name: 'recipientName',
    state: 'shippingState',
    stateRequired: true,
    postalCodeHint: 'shippingPostalCodeHint',
    phone: true,
  },
  billing: {
    legend: 'billingLegend',
    prefix: 'billing',
    name: 'nameOnCard',
    state: 'billingState',
    stateRequired: false,
    postalCodeHint: undefined,
    phone: false,
  },
} as const;

/**
 * An address form (spec §5 Shipping address, billing address), checked as it is typed and on the
 * server; its inputs are named `<shipping|billing>Line1` and so on, autofilled by the browser's
 * address sections.
 */
function AddressFields(props: {
  kind: keyof typeof ADDRESS_FORMS;
  errors: FieldErrors;
  countries: PurchaseCheckoutData['countries'];
  /** What was typed before the server refused the form, when it drew the page. */
  entered: EnteredAddresses | undefined;
  className?: string;
}) {
  const { errors, entered } = props;
  const t = useTexts(ADDRESS_FIELDS_TEXTS);
  const words = ADDRESS_FORMS[props.kind];
  const name = (field: string) => `${words.prefix}${field}`;
  const auto = (token: string) => `${props.kind} ${token}`;
  const country = name('Country');
  // The hints follow the chosen country (the server checks the formats of it).
  const [chosen, setChosen] = useState(entered?.[country] ?? 'US');
  const countryName = props.countries.find((option) => option.code === chosen)?.name ?? chosen;
  const postalCodeHint =
    words.postalCodeHint === undefined
      ? undefined
      : chosen === 'US'
        ? t(words.postalCodeHint)
        : t('postalCodeOfCountryHint', { country: countryName });
  return (
    <fieldset className={`checkout__address ${props.className ?? ''}`.trim()}>
      <legend>{t(words.legend)}</legend>
      <TextField
        name={name('Name')}
        label={t(words.name)}
        autoComplete={props.kind === 'billing' ? 'cc-name' : auto('name')}
        maxLength={200}
        defaultValue={entered?.[name('Name')]}
        error={errors[name('Name')]}
      />
      <TextField
        name={name('Line1')}
        label={t('streetAddress')}
        autoComplete={auto('address-line1')}
        maxLength={200}
        defaultValue={entered?.[name('Line1')]}
        error={errors[name('Line1')]}
      />
      <TextField
        name={name('Line2')}
        label={t('addressLine2')}
        autoComplete={auto('address-line2')}
        maxLength={200}
        required={false}
        defaultValue={entered?.[name('Line2')]}
        error={errors[name('Line2')]}
      />
      <TextField
        name={name('City')}
        label={t('city')}
        autoComplete={auto('address-level2')}
        maxLength={200}
        defaultValue={entered?.[name('City')]}
        error={errors[name('City')]}
      />
      <TextField
        name={name('State')}
        label={t(words.state)}
        autoComplete={auto('address-level1')}
        maxLength={200}
        required={words.stateRequired}
        defaultValue={entered?.[name('State')]}
        error={errors[name('State')]}
      />
      <TextField
        name={name('PostalCode')}
        label={t('postalCode')}
        autoComplete={auto('postal-code')}
        maxLength={12}
        hint={postalCodeHint}
        defaultValue={entered?.[name('PostalCode')]}
        error={errors[name('PostalCode')]}
      />
      <div className="field">
        <label htmlFor={country}>{t('country')}</label>
        <select
          id={country}
          name={country}
          autoComplete={auto('country')}
          defaultValue={entered?.[country] ?? 'US'}
          onChange={(event) => setChosen(event.currentTarget.value)}
          aria-invalid={errors[country] ? true : undefined}
          aria-describedby={errors[country] ? `${country}-error` : undefined}
        >
          {props.countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError id={`${country}-error`} message={errors[country]} />
      </div>
      {words.phone ? (
        <TextField
          name={name('Phone')}
          label={t('phone')}
          type="tel"
          autoComplete={auto('tel')}
          maxLength={20}
          required={false}
          hint={t('phoneHint', { country: countryName })}
          defaultValue={entered?.[name('Phone')]}
          error={errors[name('Phone')]}
        />
      ) : null}
    </fieldset>
  );
}

function PurchaseCheckout(props: {
  loaderData: PurchaseCheckoutData;
  actionData: CheckoutActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const { listing, breakdown, deliveryMethod } = loaderData;
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    purchaseCheckoutForm,
    actionData?.errors,
  );
  const formError = actionData?.formError ?? loaderData.error;
  const delivery =
    deliveryMethod === 'shipping' ? t('shippedToYou') : deliveryMethod === 'pickup' ? t('pickedUp') : null;
  return (
    <section className="checkout">
      <h1>{t('buyHeading', { listingTitle: listing.title })}</h1>
      <p className="checkout__listing">
        <Link to={listing.path}>{listing.title}</Link>
        {listing.authorName ? ` ${t('byAuthor', { authorName: listing.authorName })}` : null}
      </p>
      <p className="checkout__period" data-testid="checkout-order">
        {loaderData.variantName ? `${loaderData.variantName} · ` : ''}
        {t('items', { count: loaderData.quantity })}
        {delivery ? `, ${delivery}` : ''}
      </p>
      {breakdown ? <PriceBreakdown breakdown={breakdown} /> : null}
      <FormError message={formError} />
      {breakdown ? (
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          className="form checkout__form"
        >
          <input type="hidden" name="quantity" value={loaderData.quantity} />
          {loaderData.variantName ? (
            <input type="hidden" name="priceVariantName" value={loaderData.variantName} />
          ) : null}
          {loaderData.inquiryId ? (
            <input type="hidden" name="inquiryId" value={loaderData.inquiryId} />
          ) : null}
          {deliveryMethod ? <input type="hidden" name="deliveryMethod" value={deliveryMethod} /> : null}
          {deliveryMethod === 'shipping' ? (
            <>
              <AddressFields
                kind="shipping"
                errors={errors}
                entered={actionData?.entered}
                countries={loaderData.countries}
              />
              <div className="field field--checkbox">
                <input
                  id={SAME_AS_SHIPPING_FIELD}
                  name={SAME_AS_SHIPPING_FIELD}
                  type="checkbox"
                  defaultChecked={!actionData?.entered || actionData.entered[SAME_AS_SHIPPING_FIELD] === 'on'}
                />
                <label htmlFor={SAME_AS_SHIPPING_FIELD}>{t('billingSameAsShipping')}</label>
              </div>
            </>
          ) : null}
          <AddressFields
            kind="billing"
            className="checkout__billing"
            errors={errors}
            entered={actionData?.entered}
            countries={loaderData.countries}
          />
          <CardAndPay
            error={errors.cardNumber ?? errors.quantity}
            note={t('purchaseNote')}
            submitting={submitting}
          />
        </Form>
      ) : (
        <p>
          <Link to={listing.path}>{t('backToListing')}</Link>
        </p>
      )}
    </section>
  );
}

/**
 * CheckoutPage (spec §2): what is booked or bought, its price breakdown, the shipping address of a
 * shipped order, the billing address, and the card form of the sandbox payment provider. Plain
 * form posts, so it works without JavaScript.
 */
export function CheckoutPage(props: {
  loaderData: CheckoutData;
  actionData: CheckoutActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  return loaderData.kind === 'purchase' ? (
    <PurchaseCheckout loaderData={loaderData} actionData={actionData} />
  ) : (
    <BookingCheckout loaderData={loaderData} actionData={actionData} />
  );
}
