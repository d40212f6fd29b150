import { Form, Link } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { PriceBreakdown } from '../transactions/price-breakdown.tsx';
import { SAME_AS_SHIPPING_FIELD } from './billing-address-form.ts';
import type { BookingCheckoutData, CheckoutActionData, CheckoutData } from './checkout.server.ts';
import { checkoutForm } from './checkout-form.ts';
import type { EnteredAddresses } from './checkout-order.server.ts';
import type { PurchaseCheckoutData } from './purchase-checkout.server.ts';
import { purchaseCheckoutForm } from './purchase-checkout-form.ts';

/** The sandbox card field and the pay button, the end of every checkout form. */
function CardAndPay(props: { error: string | undefined; note: string; submitting: boolean }) {
  return (
    <>
      <TextField
        name="cardNumber"
        label="Card number"
        autoComplete="cc-number"
        maxLength={23}
        hint="Test payments: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
        error={props.error}
      />
      <p className="checkout__note">{props.note}</p>
      <button type="submit" className="button button--wide" disabled={props.submitting}>
        Confirm and pay
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
  const { errors, onSubmit, submitting } = useFormValidation(checkoutForm, actionData?.errors);
  const formError = actionData?.formError ?? loaderData.error;
  return (
    <section className="checkout">
      <h1>Book {listing.title}</h1>
      <p className="checkout__listing">
        <Link to={listing.path}>{listing.title}</Link>
        {listing.authorName ? ` by ${listing.authorName}` : null}
      </p>
      {loaderData.period ? (
        <p className="checkout__period" data-testid="checkout-period">
          {loaderData.variantName ? `${loaderData.variantName} · ` : ''}
          {loaderData.period}
          {loaderData.seats > 1 ? ` · ${loaderData.seats} seats` : ''}
        </p>
      ) : null}
      {breakdown ? <PriceBreakdown breakdown={breakdown} /> : null}
      <FormError message={formError} />
      {breakdown ? (
        <Form method="post" noValidate onSubmit={onSubmit} className="form checkout__form">
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
            note="Your card is charged only if the provider accepts. Pay within 15 minutes, or the time is released."
            submitting={submitting}
          />
        </Form>
      ) : (
        <p>
          <Link to={listing.path}>Choose another time</Link>
        </p>
      )}
    </section>
  );
}

/** The words of one address form: where a shipped order goes, or the card holder's billing address. */
const ADDRESS_FORMS = {
  shipping: {
    legend: 'Shipping address',
    prefix: 'shipping',
    name: 'Recipient name',
    state: 'State',
    stateRequired: true,
    postalCodeHint: '5 or 9 digits',
    phone: true,
  },
  billing: {
    legend: 'Billing address',
    prefix: 'billing',
    name: 'Name on card',
    state: 'State, province or region (optional)',
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
  const words = ADDRESS_FORMS[props.kind];
  const name = (field: string) => `${words.prefix}${field}`;
  const auto = (token: string) => `${props.kind} ${token}`;
  const country = name('Country');
  return (
    <fieldset className={`checkout__address ${props.className ?? ''}`.trim()}>
      <legend>{words.legend}</legend>
      <TextField
        name={name('Name')}
        label={words.name}
        autoComplete={props.kind === 'billing' ? 'cc-name' : auto('name')}
        maxLength={200}
        defaultValue={entered?.[name('Name')]}
        error={errors[name('Name')]}
      />
      <TextField
        name={name('Line1')}
        label="Street address"
        autoComplete={auto('address-line1')}
        maxLength={200}
        defaultValue={entered?.[name('Line1')]}
        error={errors[name('Line1')]}
      />
      <TextField
        name={name('Line2')}
        label="Apartment, suite or floor (optional)"
        autoComplete={auto('address-line2')}
        maxLength={200}
        required={false}
        defaultValue={entered?.[name('Line2')]}
        error={errors[name('Line2')]}
      />
      <TextField
        name={name('City')}
        label="City"
        autoComplete={auto('address-level2')}
        maxLength={200}
        defaultValue={entered?.[name('City')]}
        error={errors[name('City')]}
      />
      <TextField
        name={name('State')}
        label={words.state}
        autoComplete={auto('address-level1')}
        maxLength={200}
        required={words.stateRequired}
        defaultValue={entered?.[name('State')]}
        error={errors[name('State')]}
      />
      <TextField
        name={name('PostalCode')}
        label="Postal code"
        autoComplete={auto('postal-code')}
        maxLength={10}
        hint={words.postalCodeHint}
        defaultValue={entered?.[name('PostalCode')]}
        error={errors[name('PostalCode')]}
      />
      <div className="field">
        <label htmlFor={country}>Country</label>
        <select
          id={country}
          name={country}
          autoComplete={auto('country')}
          defaultValue={entered?.[country] ?? 'US'}
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
          label="Phone number (optional)"
          type="tel"
          autoComplete={auto('tel')}
          maxLength={20}
          required={false}
          hint="9 digits, for the courier"
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
  const { errors, onSubmit, submitting } = useFormValidation(purchaseCheckoutForm, actionData?.errors);
  const formError = actionData?.formError ?? loaderData.error;
  const delivery =
    deliveryMethod === 'shipping' ? 'shipped to you' : deliveryMethod === 'pickup' ? 'picked up' : null;
  return (
    <section className="checkout">
      <h1>Buy {listing.title}</h1>
      <p className="checkout__listing">
        <Link to={listing.path}>{listing.title}</Link>
        {listing.authorName ? ` by ${listing.authorName}` : null}
      </p>
      <p className="checkout__period" data-testid="checkout-order">
        {loaderData.variantName ? `${loaderData.variantName} · ` : ''}
        {`${loaderData.quantity} ${loaderData.quantity === 1 ? 'item' : 'items'}`}
        {delivery ? `, ${delivery}` : ''}
      </p>
      {breakdown ? <PriceBreakdown breakdown={breakdown} /> : null}
      <FormError message={formError} />
      {breakdown ? (
        <Form method="post" noValidate onSubmit={onSubmit} className="form checkout__form">
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
                <label htmlFor={SAME_AS_SHIPPING_FIELD}>
                  The billing address is the same as the shipping address
                </label>
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
            note="Your card is charged now; the seller is paid once you have received the order. Pay within 15 minutes, or the items are released."
            submitting={submitting}
          />
        </Form>
      ) : (
        <p>
          <Link to={listing.path}>Back to the listing</Link>
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
