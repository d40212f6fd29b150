import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import { CHECKOUT_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/checkout-page';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { StripeCardFieldset } from '../../components/stripe-card-fieldset.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStripeCard } from '../../lib/use-stripe-card.ts';
import type { RootData } from '../../root.tsx';
import type { SavedCardView } from '../accounts/saved-card.server.ts';
import { PriceBreakdown } from '../transactions/price-breakdown.tsx';
import { AddressFields } from './address-fields.tsx';
import { SAME_AS_SHIPPING_FIELD } from './billing-address-form.ts';
import type { BookingCheckoutData, CheckoutActionData, CheckoutData } from './checkout.server.ts';
import {
  checkoutForm,
  PAYMENT_CHOICE_FIELD,
  SAVE_CARD_FIELD,
  STRIPE_PAYMENT_METHOD_FIELD,
} from './checkout-form.ts';
import type { CheckoutListing } from './checkout-order.server.ts';
import type { PurchaseCheckoutData } from './purchase-checkout.server.ts';
import { purchaseCheckoutForm } from './purchase-checkout-form.ts';

/** What the checkout form asks of Stripe's card field when it is submitted. */
interface StripeCardHandle {
  /** Whether the new card is the way to pay (the field shows and is chosen). */
  active(): boolean;
  /** Stripe.js makes a payment method of the card (null after showing why it could not). */
  createPaymentMethod(billingName: string): Promise<string | null>;
}

/**
 * The new card in Stripe's own field (Stripe.js): on submit Stripe makes a payment method of it,
 * whose id the form sends (`stripePaymentMethodId`); the card number never reaches the marketplace.
 */
function StripeCardField(props: {
  publishableKey: string;
  handle: RefObject<StripeCardHandle | null>;
  active: boolean;
}) {
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const cards = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  const field = useStripeCard(props.publishableKey);
  const methodRef = useRef<HTMLInputElement>(null);
  const { active } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the field's life.
  useEffect(() => {
    // What Stripe made of an earlier card is not this card.
    field.onChange(() => {
      if (methodRef.current) methodRef.current.value = '';
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field's reads go through its refs.
  useEffect(() => {
    props.handle.current = {
      active: () => active && field.current() !== null,
      async createPaymentMethod(billingName) {
        const ready = field.current();
        if (!ready) return null;
        const result = await ready.stripe.createPaymentMethod({
          type: 'card',
          card: ready.card,
          billing_details: { name: billingName },
        });
        if (result.error || !result.paymentMethod) {
          field.setError(result.error?.message ?? cards('failed'));
          return null;
        }
        return result.paymentMethod.id;
      },
    };
    return () => {
      props.handle.current = null;
    };
  }, [active, field.state, props.handle]);
  return (
    <StripeCardFieldset field={field} legend={t('cardNumberLabel')}>
      <input ref={methodRef} type="hidden" name={STRIPE_PAYMENT_METHOD_FIELD} defaultValue="" />
    </StripeCardFieldset>
  );
}

/**
 * How the customer pays, then the pay button, the end of every checkout form: their saved card
 * (offered first) or a new card — the sandbox's card field — saved for later when they ask.
 * Without scripts every input shows and the radio decides; with them, the saved card hides the
 * card field.
 */
function CardAndPay(props: {
  error: string | undefined;
  note: string;
  submitting: boolean;
  savedCard: SavedCardView | null;
  stripeCard: RefObject<StripeCardHandle | null>;
}) {
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const cards = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  const root = useRouteLoaderData<RootData>('root');
  const testPayments = root?.testPayments === true;
  const publishableKey = root?.stripePublishableKey ?? null;
  const hydrated = useHydrated();
  const { savedCard } = props;
  const [choice, setChoice] = useState<'saved' | 'new'>(savedCard ? 'saved' : 'new');
  const showNewCard = !savedCard || choice === 'new' || !hydrated;
  return (
    <>
      {savedCard ? (
        <fieldset className="checkout__payment">
          <legend>{t('payWith')}</legend>
          <div className="field field--checkbox">
            <input
              id="payment-saved"
              type="radio"
              name={PAYMENT_CHOICE_FIELD}
              value="saved"
              checked={choice === 'saved'}
              onChange={() => setChoice('saved')}
            />
            <label htmlFor="payment-saved">
              {cards('savedCard', { brand: savedCard.brand, last4: savedCard.last4 })}
              <span className="checkout__card-expiry">
                {t('savedCard', {
                  month: String(savedCard.expMonth).padStart(2, '0'),
                  year: savedCard.expYear,
                })}
              </span>
            </label>
          </div>
          <div className="field field--checkbox">
            <input
              id="payment-new"
              type="radio"
              name={PAYMENT_CHOICE_FIELD}
              value="new"
              checked={choice === 'new'}
              onChange={() => setChoice('new')}
            />
            <label htmlFor="payment-new">{t('newCard')}</label>
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name={PAYMENT_CHOICE_FIELD} value="new" />
      )}
      {showNewCard ? (
        <>
          {publishableKey ? (
            <StripeCardField
              publishableKey={publishableKey}
              handle={props.stripeCard}
              active={!savedCard || choice === 'new'}
            />
          ) : (
            <TextField
              name="cardNumber"
              label={t('cardNumberLabel')}
              autoComplete="cc-number"
              maxLength={23}
              hint={testPayments ? t('cardNumberHint') : undefined}
              error={props.error}
            />
          )}
          <div className="field field--checkbox">
            <input id={SAVE_CARD_FIELD} name={SAVE_CARD_FIELD} type="checkbox" />
            <label htmlFor={SAVE_CARD_FIELD}>{savedCard ? t('saveCardInstead') : t('saveCard')}</label>
          </div>
        </>
      ) : null}
      <p className="checkout__note">{props.note}</p>
      <SubmitButton className="button button--wide" busy={props.submitting} busyLabel={t('paying')}>
        {t('confirmAndPay')}
      </SubmitButton>
    </>
  );
}

/** Hidden inputs of the form, by name; a null or empty value is left out. */
function HiddenInputs({ values }: { values: Record<string, string | number | null> }) {
  return Object.entries(values).map(([name, value]) =>
    value === null || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}

/**
 * What every checkout shows: the heading, the listing, what is ordered (`summary`), the price
 * breakdown and the form, whose own inputs are `children`; without a price, a way back instead.
 */
function CheckoutFrame(props: {
  heading: string;
  listing: CheckoutListing;
  summary: ReactNode;
  breakdown: BreakdownView | null;
  formError: string | null;
  validation: Pick<ReturnType<typeof useFormValidation>, 'onChange' | 'onSubmit' | 'submitting'>;
  cardError: string | undefined;
  savedCard: SavedCardView | null;
  note: string;
  backText: string;
  children: ReactNode;
}) {
  const { listing, breakdown, validation } = props;
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  // With Stripe's card field, Stripe.js first makes a payment method of the card; the form is then
  // submitted again with its id, and checked as always.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const method = form.elements.namedItem(STRIPE_PAYMENT_METHOD_FIELD);
    const handle = stripeCard.current;
    if (handle?.active() && method instanceof HTMLInputElement && !method.value) {
      event.preventDefault();
      const billingName = String(new FormData(form).get('billingName') ?? '');
      void handle.createPaymentMethod(billingName).then((id) => {
        if (!id) return;
        method.value = id;
        form.requestSubmit();
      });
      return;
    }
    validation.onSubmit(event);
  }
  return (
    <section className="checkout">
      <h1>{props.heading}</h1>
      <div className="checkout__columns">
        {/* What is bought and for how much, first for screen readers and phones, beside the form on a desktop. */}
        <aside className="checkout__summary">
          <p className="checkout__listing">
            <Link to={listing.path}>{listing.title}</Link>
            {listing.authorName ? ` ${t('byAuthor', { authorName: listing.authorName })}` : null}
          </p>
          {props.summary}
          {breakdown ? <PriceBreakdown breakdown={breakdown} /> : null}
        </aside>
        <div className="checkout__main">
          <FormError message={props.formError} />
          {breakdown ? (
            <Form
              method="post"
              noValidate
              onSubmit={onSubmit}
              onChange={validation.onChange}
              className="form checkout__form"
            >
              {props.children}
              <CardAndPay
                error={props.cardError}
                note={props.note}
                submitting={validation.submitting}
                savedCard={props.savedCard}
                stripeCard={stripeCard}
              />
            </Form>
          ) : (
            <p>
              <Link to={listing.path}>{props.backText}</Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function BookingCheckout(props: {
  loaderData: BookingCheckoutData;
  actionData: CheckoutActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const validation = useFormValidation(checkoutForm, actionData?.errors);
  const { errors } = validation;
  return (
    <CheckoutFrame
      heading={t('bookHeading', { listingTitle: loaderData.listing.title })}
      listing={loaderData.listing}
      summary={
        loaderData.period ? (
          <p className="checkout__period" data-testid="checkout-period">
            {loaderData.variantName ? `${loaderData.variantName} · ` : ''}
            {loaderData.period}
            {loaderData.seats > 1 ? ` · ${t('seats', { count: loaderData.seats })}` : ''}
          </p>
        ) : null
      }
      breakdown={loaderData.breakdown}
      formError={actionData?.formError ?? loaderData.error}
      validation={validation}
      cardError={errors.cardNumber ?? errors.bookingEnd ?? errors.bookingStart}
      savedCard={loaderData.savedCard}
      note={t('bookingNote')}
      backText={t('chooseAnotherTime')}
    >
      <HiddenInputs
        values={{
          bookingStart: loaderData.bookingStart,
          bookingEnd: loaderData.bookingEnd,
          seats: loaderData.seats,
          inquiryId: loaderData.inquiryId,
          priceVariantName: loaderData.variantName,
        }}
      />
      <AddressFields
        kind="billing"
        errors={errors}
        entered={actionData?.entered}
        countries={loaderData.countries}
      />
    </CheckoutFrame>
  );
}

function PurchaseCheckout(props: {
  loaderData: PurchaseCheckoutData;
  actionData: CheckoutActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const { deliveryMethod } = loaderData;
  const t = useTexts(CHECKOUT_PAGE_TEXTS);
  const validation = useFormValidation(purchaseCheckoutForm, actionData?.errors);
  const { errors } = validation;
  const delivery =
    deliveryMethod === 'shipping' ? t('shippedToYou') : deliveryMethod === 'pickup' ? t('pickedUp') : null;
  return (
    <CheckoutFrame
      heading={t('buyHeading', { listingTitle: loaderData.listing.title })}
      listing={loaderData.listing}
      summary={
        <p className="checkout__period" data-testid="checkout-order">
          {loaderData.variantName ? `${loaderData.variantName} · ` : ''}
          {loaderData.download ? t('downloadOrder') : t('items', { count: loaderData.quantity })}
          {delivery ? `, ${delivery}` : ''}
        </p>
      }
      breakdown={loaderData.breakdown}
      formError={actionData?.formError ?? loaderData.error}
      validation={validation}
      cardError={errors.cardNumber ?? errors.quantity}
      savedCard={loaderData.savedCard}
      note={t(loaderData.download ? 'downloadNote' : 'purchaseNote')}
      backText={t('backToListing')}
    >
      <HiddenInputs
        values={{
          quantity: loaderData.quantity,
          priceVariantName: loaderData.variantName,
          inquiryId: loaderData.inquiryId,
          deliveryMethod,
        }}
      />
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
    </CheckoutFrame>
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
