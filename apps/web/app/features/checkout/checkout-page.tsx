import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { PriceBreakdown } from '../transactions/price-breakdown.tsx';
import type { CheckoutActionData, CheckoutData } from './checkout.server.ts';
import { checkoutForm } from './checkout-form.ts';

/**
 * CheckoutPage (spec §2): what is booked, its price breakdown, and the card form of the sandbox
 * payment provider. A plain form post, so it works without JavaScript.
 */
export function CheckoutPage(props: {
  loaderData: CheckoutData;
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
          {loaderData.variantName ? (
            <input type="hidden" name="priceVariantName" value={loaderData.variantName} />
          ) : null}
          <TextField
            name="cardNumber"
            label="Card number"
            autoComplete="cc-number"
            maxLength={23}
            hint="Test payments: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
            error={errors.cardNumber ?? errors.bookingEnd ?? errors.bookingStart}
          />
          <p className="checkout__note">
            Your card is charged only if the provider accepts. Pay within 15 minutes, or the time is released.
          </p>
          <button type="submit" className="button button--wide" disabled={submitting}>
            Confirm and pay
          </button>
        </Form>
      ) : (
        <p>
          <Link to={listing.path}>Choose another time</Link>
        </p>
      )}
    </section>
  );
}
