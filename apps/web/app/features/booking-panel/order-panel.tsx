import { ORDER_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/order-panel';
import type { CatalogKey, CatalogTexts } from '@mercato/core/texts/ui-texts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { InquiryActionData } from '../inquiry/inquiry.server.ts';
import { InquiryPanel } from '../inquiry/inquiry-panel.tsx';
import type { ListingPageView } from '../listing-page/listing-view.ts';
import type { ListingPageVariant } from '../listings/listing-paths.ts';
import type { OrderAction } from '../listings/listing-price.ts';
import {
  type BookingCalendarView,
  type BookingChoices,
  type BookingTimesView,
  endsAfter,
} from './booking-calendar.ts';
import { BookingDates } from './booking-dates.tsx';
import { BookingRangeCalendar } from './booking-range-calendar.tsx';
import type { PriceVariantView } from './price-variant-view.ts';
import type { ProductVariantView, PurchaseView } from './purchase-view.ts';
import { SeatsField } from './seats-field.tsx';

type OrderPanelTexts = CatalogTexts<typeof ORDER_PANEL_TEXTS>;

const BUTTON_LABELS: Record<OrderAction, CatalogKey<typeof ORDER_PANEL_TEXTS>> = {
  book: 'requestToBook',
  buy: 'buyNow',
  contact: 'contact',
};

/**
 * The chosen day's start and end times, a plain GET form to the checkout (spec §2 CheckoutPage
 * `/l/:id/checkout?bookingStart=…&bookingEnd=…`), so it works without JavaScript.
 */
function BookingTimesForm(props: {
  listingId: string;
  choices: BookingChoices;
  /** The price variant booked: its session length sets the end, so only the start is chosen. */
  variantName: string | null;
  inquiryId: string | null;
}) {
  const { listingId, choices, variantName, inquiryId } = props;
  const t = useTexts(ORDER_PANEL_TEXTS);
  // Once scripts run, the end select offers only ends after the chosen start; without them it
  // offers every end of the day, and the checkout says when one comes before the start.
  const [start, setStart] = useState(choices.starts[0]?.value);
  const filtering = useHydrated();
  const ends = filtering ? endsAfter(choices, start) : choices.ends;
  return (
    <Form method="get" action={`/l/${listingId}/checkout`} className="order-panel__times">
      {variantName ? <input type="hidden" name="priceVariantName" value={variantName} /> : null}
      {inquiryId ? <input type="hidden" name="inquiry" value={inquiryId} /> : null}
      <label className="field">
        <span className="field__label">{t('startTime')}</span>
        <select
          name="bookingStart"
          className="field__input"
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
        >
          {choices.starts.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {variantName ? null : (
        <label className="field">
          <span className="field__label">{t('endTime')}</span>
          <select key={start} name="bookingEnd" className="field__input" defaultValue={ends[0]?.value}>
            {ends.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <SeatsField free={choices.maxSeats} />
      <button type="submit" className="button button--wide">
        {t(BUTTON_LABELS.book)}
      </button>
    </Form>
  );
}

/**
 * The sessions of a listing booked by price variant, as radio buttons of a GET form to this page
 * (`?variant=`): the start times below are those where the chosen session fits. With JavaScript
 * a choice applies at once; without it, "Show times" applies it.
 */
function VariantChooser(props: {
  variants: readonly PriceVariantView[];
  booking: BookingTimesView;
  inquiryId: string | null;
}) {
  const { variants, booking, inquiryId } = props;
  const t = useTexts(ORDER_PANEL_TEXTS);
  return (
    <Form method="get" preventScrollReset replace className="order-panel__variants">
      {inquiryId ? <input type="hidden" name="inquiry" value={inquiryId} /> : null}
      <input type="hidden" name="month" value={booking.month} />
      {booking.selectedDate ? <input type="hidden" name="date" value={booking.selectedDate} /> : null}
      <fieldset className="field">
        <legend className="field__label">{t('chooseSession')}</legend>
        {variants.map((variant) => (
          <label key={variant.name} className="order-panel__variant">
            <input
              type="radio"
              name="variant"
              value={variant.name}
              defaultChecked={variant.name === booking.variantName}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            />
            <span className="order-panel__variant-name">{variant.name}</span>
            <span className="order-panel__variant-price">{variant.label}</span>
          </label>
        ))}
      </fieldset>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('showTimes')}
        </button>
      </noscript>
    </Form>
  );
}

/**
 * Version, quantity and delivery of an item (spec §5 Order), a plain GET form to the checkout
 * (`/l/:id/checkout?variant=…&quantity=…&deliveryMethod=…`), so it works without JavaScript.
 */
function BuyForm(props: {
  listingId: string;
  purchase: PurchaseView;
  inquiryId: string | null;
  /** The version chosen, and where a choice goes (the panel's price follows it). */
  chosen: ProductVariantView | undefined;
  onChoose: (name: string) => void;
}) {
  const { listingId, purchase, inquiryId, chosen } = props;
  const t = useTexts(ORDER_PANEL_TEXTS);
  // Once scripts run, the quantities go up to the chosen version's units; without them, to the
  // most any version has, and the checkout says when the chosen one has fewer.
  const filtering = useHydrated();
  const maxQuantity =
    filtering && chosen ? Math.min(chosen.stock, purchase.maxQuantity) : purchase.maxQuantity;
  const methods = [
    ...(purchase.shipping
      ? [
          {
            value: 'shipping',
            label: t('shipping'),
            hint: t('shippingHint', {
              first: purchase.shipping.first,
              additional: purchase.shipping.additional,
            }),
          },
        ]
      : []),
    ...(purchase.pickup ? [{ value: 'pickup', label: t('pickup'), hint: t('pickupHint') }] : []),
  ];
  return (
    <Form method="get" action={`/l/${listingId}/checkout`} className="order-panel__times">
      {inquiryId ? <input type="hidden" name="inquiry" value={inquiryId} /> : null}
      {purchase.variants.length > 0 ? (
        <fieldset className="field order-panel__variants-group">
          <legend className="field__label">{t('chooseVersion')}</legend>
          {purchase.variants.map((variant, index) => (
            <label key={variant.name} className="order-panel__variant">
              <input
                type="radio"
                name="variant"
                value={variant.name}
                disabled={variant.stock < 1}
                defaultChecked={index === purchase.variants.findIndex((v) => v.stock > 0)}
                onChange={() => props.onChoose(variant.name)}
              />
              <span className="order-panel__variant-name">{variant.name}</span>
              <span className="order-panel__variant-price">
                {variant.stock > 0
                  ? t('versionLeft', { price: variant.price, stock: variant.stock })
                  : t('versionSoldOut', { price: variant.price })}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {purchase.maxQuantity > 1 ? (
        <label className="field">
          <span className="field__label">{t('quantity')}</span>
          <select key={chosen?.name} name="quantity" className="field__input" defaultValue="1">
            {Array.from({ length: maxQuantity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      {methods.length > 1 ? (
        <fieldset className="field order-panel__variants-group">
          <legend className="field__label">{t('delivery')}</legend>
          {methods.map((method, index) => (
            <label key={method.value} className="order-panel__variant">
              <input type="radio" name="deliveryMethod" value={method.value} defaultChecked={index === 0} />
              <span className="order-panel__variant-name">{method.label}</span>
              <span className="order-panel__variant-price">{method.hint}</span>
            </label>
          ))}
        </fieldset>
      ) : methods[0] ? (
        <>
          <input type="hidden" name="deliveryMethod" value={methods[0].value} />
          <p className="order-panel__hint">{`${methods[0].label}: ${methods[0].hint}`}</p>
        </>
      ) : null}
      <button type="submit" className="button button--wide">
        {t(BUTTON_LABELS.buy)}
      </button>
    </Form>
  );
}

/** Why nobody can order from this page right now, or null when they can. */
function unavailableText(
  listing: ListingPageView,
  preview: ListingPageVariant | null,
  isOwn: boolean,
  t: OrderPanelTexts,
) {
  if (listing.state === 'closed') return null;
  if (preview === 'draft') return t('draftUnavailable');
  if (preview === 'pending-approval') return t('pendingUnavailable');
  if (isOwn) return t('ownUnavailable');
  return null;
}

/**
 * The price and the order button (spec §2 ListingPage): "Request to book", "Buy now" or
 * "Contact" by the listing's unit. Bookings lead to the checkout with the chosen times; buying
 * and contacting are not built yet, so their button leads to a notice saying so. Closed listings say so instead; authors never see a button on their own listing.
 */
export function OrderPanel(props: {
  listing: ListingPageView;
  preview: ListingPageVariant | null;
  isOwn: boolean;
  requested: 'contact' | null;
  /** What the visitor wrote to the provider before logging in, to fill the inquiry form with. */
  inquiryDraft?: string | null;
  /** The checkout refused the times chosen: their end came before their start. */
  timesRefused?: boolean;
  booking: BookingCalendarView | null;
  /** The inquiry form's refusal, when one was sent and refused. */
  inquiry?: InquiryActionData | undefined;
  /** The customer's inquiry the order continues, carried to the checkout. */
  inquiryId?: string | null;
}) {
  const t = useTexts(ORDER_PANEL_TEXTS);
  const inquiryId = props.inquiryId ?? null;
  const { listing, preview, isOwn, requested, booking } = props;
  const authorName = listing.author?.isActive ? listing.author.displayName : null;
  const isClosed = listing.state === 'closed';
  const unavailable = unavailableText(listing, preview, isOwn, t);
  // An item sold by version costs what the chosen version costs (the first one in stock at first).
  const versions = listing.purchase?.variants ?? [];
  const [versionName, setVersionName] = useState(versions.find((v) => v.stock > 0)?.name);
  const version = versions.find((v) => v.name === versionName);
  return (
    <div className="order-panel">
      {listing.price ? (
        <p className="order-panel__price">
          <span className="order-panel__amount" data-testid="order-price">
            {version ? version.price : listing.price.amount}
          </span>
          {listing.price.unit ? <span className="order-panel__unit"> {listing.price.unit}</span> : null}
        </p>
      ) : null}
      {isClosed ? (
        <p className="order-panel__closed" data-testid="listing-closed">
          {t('closed')}
        </p>
      ) : listing.isOutOfStock ? (
        <p className="order-panel__closed">{t('outOfStock')}</p>
      ) : unavailable ? (
        <p className="order-panel__hint">{unavailable}</p>
      ) : requested === 'contact' || props.inquiry ? (
        <InquiryPanel authorName={authorName} actionData={props.inquiry} draft={props.inquiryDraft ?? null} />
      ) : (
        <>
          {booking?.kind === 'time' && listing.priceVariants.length > 0 ? (
            <VariantChooser variants={listing.priceVariants} booking={booking} inquiryId={inquiryId} />
          ) : null}
          {booking?.kind === 'time' ? <BookingDates booking={booking} inquiryId={inquiryId} /> : null}
          {listing.action === 'buy' && listing.purchase ? (
            <BuyForm
              listingId={listing.id}
              purchase={listing.purchase}
              inquiryId={inquiryId}
              chosen={version}
              onChoose={setVersionName}
            />
          ) : booking?.kind === 'range' && listing.action === 'book' ? (
            <BookingRangeCalendar
              // A choice the server sends (a link followed without scripts) starts the calendar afresh.
              key={`${booking.first} ${booking.month} ${booking.start} ${booking.end}`}
              view={booking}
              listingId={listing.id}
              inquiryId={inquiryId}
            />
          ) : booking?.kind === 'time' && listing.action === 'book' ? (
            booking.choices.starts.length > 0 && booking.choices.ends.length > 0 ? (
              <>
                {props.timesRefused ? (
                  <p className="form-error" role="alert">
                    {t('endBeforeStart')}
                  </p>
                ) : null}
                <BookingTimesForm
                  listingId={listing.id}
                  choices={booking.choices}
                  variantName={booking.variantName}
                  inquiryId={inquiryId}
                />
              </>
            ) : (
              <p className="order-panel__hint" data-testid="booking-pick-day">
                {booking.selectedDate ? t('nothingThisDay') : t('chooseDay')}
              </p>
            )
          ) : listing.action === 'contact' ? (
            <Form method="get" preventScrollReset>
              <button type="submit" name="intent" value="contact" className="button button--wide">
                {t(BUTTON_LABELS.contact)}
              </button>
            </Form>
          ) : (
            <p className="order-panel__hint" data-testid="order-unavailable">
              {t('notOrderableNow')}
            </p>
          )}
        </>
      )}
      {!isClosed &&
      !unavailable &&
      !inquiryId &&
      listing.action !== 'contact' &&
      listing.canInquire &&
      requested !== 'contact' &&
      !props.inquiry ? (
        <p className="order-panel__ask">
          <Link to="?intent=contact" preventScrollReset>
            {authorName ? t('askAuthor', { name: authorName }) : t('ask')}
          </Link>
        </p>
      ) : null}
      {isOwn && isClosed ? (
        <p className="order-panel__hint">
          {t('closedOwn')} <Link to="/listings">{t('closedOwnLink')}</Link>.
        </p>
      ) : null}
    </div>
  );
}
