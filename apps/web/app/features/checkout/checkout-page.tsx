import { Form, Link } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { PriceBreakdown } from '../transactions/price-breakdown.tsx';
import type { BookingCheckoutData, CheckoutActionData, CheckoutData } from './checkout.server.ts';
import { checkoutForm } from './checkout-form.ts';
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

/** Where a shipped order goes (spec §5 Shipping address), checked as it is typed and on the server. */
function ShippingAddressFields(props: { errors: FieldErrors; countries: PurchaseCheckoutData['countries'] }) {
  const { errors } = props;
  return (
    <fieldset className="checkout__address">
      <legend>Shipping address</legend>
      <TextField
        name="shippingName"
        label="Recipient name"
        autoComplete="shipping name"
        maxLength={200}
        error={errors.shippingName}
      />
      <TextField
        name="shippingLine1"
        label="Street address"
        autoComplete="shipping address-line1"
        maxLength={200}
        error={errors.shippingLine1}
      />
      <TextField
        name="shippingLine2"
        label="Apartment, suite or floor (optional)"
        autoComplete="shipping address-line2"
        maxLength={200}
        required={false}
        error={errors.shippingLine2}
      />
      <TextField
        name="shippingCity"
        label="City"
        autoComplete="shipping address-level2"
        maxLength={200}
        error={errors.shippingCity}
      />
      <TextField
        name="shippingState"
        label="State"
        autoComplete="shipping address-level1"
        maxLength={200}
        error={errors.shippingState}
      />
      <TextField
        name="shippingPostalCode"
        label="Postal code"
        autoComplete="shipping postal-code"
        maxLength={10}
        hint="5 or 9 digits"
        error={errors.shippingPostalCode}
      />
      <div className="field">
        <label htmlFor="shippingCountry">Country</label>
        <select
          id="shippingCountry"
          name="shippingCountry"
          autoComplete="shipping country"
          defaultValue="US"
          aria-invalid={errors.shippingCountry ? true : undefined}
          aria-describedby={errors.shippingCountry ? 'shippingCountry-error' : undefined}
        >
          {props.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldError id="shippingCountry-error" message={errors.shippingCountry} />
      </div>
      <TextField
        name="shippingPhone"
        label="Phone number (optional)"
        type="tel"
        autoComplete="shipping tel"
        maxLength={20}
        required={false}
        hint="9 digits, for the courier"
        error={errors.shippingPhone}
      />
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
        {`${loaderData.quantity} ${loaderData.quantity === 1 ? 'item' : 'items'}`}
        {delivery ? `, ${delivery}` : ''}
      </p>
      {breakdown ? <PriceBreakdown breakdown={breakdown} /> : null}
      <FormError message={formError} />
      {breakdown ? (
        <Form method="post" noValidate onSubmit={onSubmit} className="form checkout__form">
          <input type="hidden" name="quantity" value={loaderData.quantity} />
          {loaderData.inquiryId ? (
            <input type="hidden" name="inquiryId" value={loaderData.inquiryId} />
          ) : null}
          {deliveryMethod ? <input type="hidden" name="deliveryMethod" value={deliveryMethod} /> : null}
          {deliveryMethod === 'shipping' ? (
            <ShippingAddressFields errors={errors} countries={loaderData.countries} />
          ) : null}
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
 * shipped order, and the card form of the sandbox payment provider. Plain form posts, so it works
 * without JavaScript.
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
