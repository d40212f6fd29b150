import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import type { CatalogKey, Texts } from '@mercato/core/texts/ui-texts';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import { EventTime } from '../../components/event-time.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { ReviewsSection } from '../reviews/reviews-section.tsx';
import type { ActivityItem } from './activity-feed.ts';
import type { DeliveryView } from './delivery.ts';
import { DISPUTE_REASON_MAX_LENGTH, disputeForm } from './dispute-form.ts';
import { MESSAGE_MAX_LENGTH, messageForm } from './message-form.ts';
import type { PartyAction } from './party-actions.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { REVIEW_MAX_LENGTH, reviewForm } from './review-form.ts';
import type { TransactionActionData } from './transaction-actions.server.ts';
import type { TransactionPageData } from './transaction-page.server.ts';
import type { TransactionKind } from './transaction-view.ts';

function FeedItem({ item }: { item: ActivityItem }) {
  if (item.kind === 'transition') {
    return (
      <li className="activity-feed__item activity-feed__item--transition">
        <span className="activity-feed__meta">
          <EventTime at={item.at} />
        </span>
        {item.text}
      </li>
    );
  }
  return (
    <li className="activity-feed__item activity-feed__item--message">
      <span className="activity-feed__meta">
        {item.author} · <EventTime at={item.at} />
      </span>
      <p>{item.content}</p>
    </li>
  );
}

/**
 * The party's one-button transitions (accept / decline, mark delivered…), plain form posts. While
 * one is on its way every button is disabled: one transition at a time (the server refuses a
 * second one too, 'Transition already in progress').
 */
function PartyActions({ actions }: { actions: readonly PartyAction[] }) {
  const navigation = useNavigation();
  const running = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'transition';
  return (
    <Form method="post" className="transaction-page__actions" aria-busy={running || undefined}>
      <input type="hidden" name="intent" value="transition" />
      {actions.map((action) => (
        <button
          key={action.transition}
          type="submit"
          name="transition"
          value={action.transition}
          className={action.emphasis === 'primary' ? 'button' : 'button button--secondary'}
          disabled={running}
        >
          {action.label}
        </button>
      ))}
    </Form>
  );
}

function MessageComposer({ actionData }: { actionData: TransactionActionData | undefined }) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(messageForm, actionData?.errors);
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="form message-composer"
      key={navigation.state === 'idle' ? 'idle' : 'busy'}
    >
      <input type="hidden" name="intent" value="message" />
      <TextAreaField
        name="content"
        label={t('messageLabel')}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.content}
      />
      <button type="submit" className="button" disabled={submitting}>
        {t('sendMessage')}
      </button>
    </Form>
  );
}

/** 1–5 stars (radio buttons) and a text: the review of the other party. */
function ReviewForm({
  otherParty,
  actionData,
}: {
  otherParty: string;
  actionData: TransactionActionData | undefined;
}) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(reviewForm, actionData?.errors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="form review-form"
      data-testid="review-form"
    >
      <h2>{t('reviewHeading', { otherParty })}</h2>
      <input type="hidden" name="intent" value="review" />
      <fieldset
        className="review-form__stars"
        aria-describedby={errors.reviewRating ? 'reviewRating-error' : undefined}
      >
        <legend>{t('ratingLegend')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="review-form__star">
            <input type="radio" name="reviewRating" value={stars} required />
            {` ${t('stars', { count: stars })}`}
          </label>
        ))}
        <FieldError id="reviewRating-error" message={errors.reviewRating} />
      </fieldset>
      <TextAreaField
        name="reviewContent"
        label={t('reviewLabel')}
        maxLength={REVIEW_MAX_LENGTH}
        error={errors.reviewContent}
      />
      <button type="submit" className="button" disabled={submitting}>
        {t('publishReview')}
      </button>
    </Form>
  );
}

/** The text naming the other party ("Booked from Ada"), by what the transaction is about. */
const PARTY_LINES = {
  booking: 'bookingParty',
  order: 'orderParty',
  conversation: 'conversationParty',
} as const satisfies Record<TransactionKind, CatalogKey<typeof TRANSACTION_PAGE_TEXTS>>;

function partyLine(tx: TransactionPageData, t: Texts<(typeof PARTY_LINES)[TransactionKind]>): string {
  return t(PARTY_LINES[tx.kind], { role: tx.role, otherParty: tx.otherParty });
}

/** How the order reaches the customer: shipped to an address, or picked up at the listing's. */
function DeliveryDetails({ delivery }: { delivery: DeliveryView }) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  return (
    <section className="transaction-page__delivery" data-testid="delivery-details">
      {delivery.variantName ? (
        <p className="transaction-page__variant">
          {t('variantLabel')} <strong>{delivery.variantName}</strong>
        </p>
      ) : null}
      <h2>{delivery.method === 'Shipping' ? t('shippingAddressHeading') : t('pickupHeading')}</h2>
      {delivery.lines.length > 0 ? (
        <address>
          {delivery.lines.map((line) => (
            <span key={line} className="transaction-page__address-line">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p>{t('pickupPlaceInMessages')}</p>
      )}
    </section>
  );
}

/** The customer's report of a problem with a delivered order (a reason is required). */
function DisputeForm({ actionData }: { actionData: TransactionActionData | undefined }) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(disputeForm, actionData?.errors);
  // Open once a reason was asked for, and open it stays while the reason is typed (and its
  // message goes away).
  const [keptOpen, setKeptOpen] = useState(false);
  const asked = Boolean(errors.disputeReason);
  useEffect(() => {
    if (asked) setKeptOpen(true);
  }, [asked]);
  return (
    <details className="dispute-form" open={asked || keptOpen ? true : undefined}>
      <summary>{t('disputeSummary')}</summary>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
        <input type="hidden" name="intent" value="dispute" />
        <p>{t('disputeIntro')}</p>
        <TextAreaField
          name="disputeReason"
          label={t('disputeReasonLabel')}
          maxLength={DISPUTE_REASON_MAX_LENGTH}
          error={errors.disputeReason}
        />
        <button type="submit" className="button button--secondary" disabled={submitting}>
          {t('reportProblem')}
        </button>
      </Form>
    </details>
  );
}

/** OrderDetailsPage and SaleDetailsPage (spec §2). */
export function TransactionPage(props: {
  loaderData: TransactionPageData;
  actionData: TransactionActionData | undefined;
}) {
  const { loaderData: tx, actionData } = props;
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  // Refetch 3 s after the page shows a new state or message: emails, payments and delayed
  // transitions finish on the worker, and the other party may have answered meanwhile. Not while
  // the page shows why a button failed: a refetch would take that message away unread.
  const revalidator = useRevalidator();
  const changeKey = `${tx.stateLabel} ${tx.feed.length}`;
  const { refetchAgainAfterMs } = tx;
  const showsRefusal = actionData !== undefined;
  useEffect(() => {
    if (!changeKey || showsRefusal) return;
    const timers = [3000, ...(refetchAgainAfterMs ? [refetchAgainAfterMs] : [])].map((ms) =>
      setTimeout(() => void revalidator.revalidate(), ms),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [changeKey, refetchAgainAfterMs, revalidator.revalidate, showsRefusal]);
  return (
    <section className="transaction-page">
      <p>
        <Link to={`/inbox/${tx.role === 'customer' ? 'orders' : 'sales'}`}>
          ‹ {tx.role === 'customer' ? t('ordersLink') : t('salesLink')}
        </Link>
      </p>
      <h1>{tx.listing.path ? <Link to={tx.listing.path}>{tx.listing.title}</Link> : tx.listing.title}</h1>
      <p>
        <span className="state-label" data-testid="transaction-state">
          {tx.stateLabel}
        </span>{' '}
        {partyLine(tx, t)}
      </p>
      {tx.period ? (
        <p className="transaction-page__period" data-testid="transaction-period">
          {tx.period}
        </p>
      ) : null}
      <FormError message={actionData?.formError ?? tx.paymentError} />
      {tx.actions.length > 0 ? <PartyActions actions={tx.actions} /> : null}
      {tx.canCompletePayment ? (
        <Form method="post" className="transaction-page__actions">
          <p>{t('paymentNotConfirmed')}</p>
          <button type="submit" name="intent" value="confirm-payment" className="button">
            {t('confirmPayment')}
          </button>
        </Form>
      ) : null}
      {tx.continueOrder ? (
        <p className="transaction-page__actions">
          <Link to={tx.continueOrder.path} className="button">
            {tx.continueOrder.label}
          </Link>
        </p>
      ) : null}
      {tx.delivery ? <DeliveryDetails delivery={tx.delivery} /> : null}
      {tx.canDispute ? <DisputeForm actionData={actionData} /> : null}
      {tx.canReview ? <ReviewForm otherParty={tx.otherParty} actionData={actionData} /> : null}
      {tx.reviews.items.length > 0 ? (
        <ReviewsSection
          id="transaction-reviews"
          title={t('reviewsTitle')}
          reviews={tx.reviews}
          emptyText=""
          summary={false}
        />
      ) : null}
      {/* A conversation prices nothing: no empty box. */}
      {tx.breakdown.rows.length > 0 ? <PriceBreakdown breakdown={tx.breakdown} /> : null}
      <h2>{t('activityHeading')}</h2>
      <FormError message={tx.messagesError} />
      <ol className="activity-feed" data-testid="activity-feed">
        {tx.feed.map((item) => (
          <FeedItem key={item.kind === 'message' ? item.id : `${item.at} ${item.text}`} item={item} />
        ))}
      </ol>
      <MessageComposer actionData={actionData} />
    </section>
  );
}
