import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import type { CatalogKey, Texts } from '@mercato/core/texts/ui-texts';
import { useEffect } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { EventTime } from '../../components/event-time.tsx';
import { FormError } from '../../components/form-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import type { PersonView } from '../../lib/person-view.ts';
import { useTexts } from '../../lib/texts.ts';
import { ReviewsSection } from '../reviews/reviews-section.tsx';
import type { ActivityItem, FeedFile } from './activity-feed.ts';
import type { DeliveryView } from './delivery.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { StripeAuthenticationStep } from './stripe-authentication.tsx';
import type { TransactionActionData } from './transaction-actions.server.ts';
import { DisputeForm, MessageComposer, PartyActions, ReviewForm } from './transaction-forms.tsx';
import type { TransactionPageData } from './transaction-page.server.ts';
import { type TransactionKind, transactionPathOf } from './transaction-view.ts';

/** Bytes in the reader's terms: 850 B, 12 KB, 3.4 MB. */
function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Files of a message or a download: a download link once checked, else how the check is going. */
function FileList({
  files,
  filesPath,
  testId = 'message-files',
}: {
  files: readonly FeedFile[];
  filesPath: string;
  testId?: string;
}) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  if (files.length === 0) return null;
  return (
    <ul className="activity-feed__files" data-testid={testId}>
      {files.map((file) => (
        <li key={file.attachmentId}>
          {file.state === 'available' ? (
            <a href={`${filesPath}/${file.attachmentId}`} download={file.name}>
              {file.name} ({sizeOf(file.size)})
            </a>
          ) : (
            <span className="activity-feed__file-state">
              {t(
                file.state === 'verificationFailed'
                  ? 'fileRefused'
                  : file.state === 'pendingUpload'
                    ? 'fileMissing'
                    : 'fileChecking',
                { name: file.name },
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A transition: a quiet line between the messages. A message: a bubble on the writer's side. */
function FeedItem({
  item,
  filesPath,
  other,
}: {
  item: ActivityItem;
  filesPath: string;
  other: PersonView | null;
}) {
  if (item.kind === 'transition') {
    return (
      <li className="activity-feed__item activity-feed__item--transition">
        <span className="activity-feed__event">{item.text}</span>
        <span className="activity-feed__meta">
          <EventTime at={item.at} />
        </span>
      </li>
    );
  }
  return (
    <li
      className={`activity-feed__item activity-feed__item--message ${item.isOwn ? 'activity-feed__item--own' : 'activity-feed__item--theirs'}`}
    >
      {item.isOwn ? null : other?.isActive ? (
        <UserAvatar image={other.avatar} abbreviatedName={other.abbreviatedName} />
      ) : (
        <span className="avatar avatar--generic" aria-hidden="true" />
      )}
      <div className="activity-feed__bubble-column">
        <div className="activity-feed__bubble">
          <p>{item.content}</p>
          <FileList files={item.files} filesPath={filesPath} />
        </div>
        <span className="activity-feed__meta">
          {item.author} · <EventTime at={item.at} />
        </span>
      </div>
    </li>
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
      <header className="transaction-page__header">
        {tx.listing.image ? (
          <img
            className="transaction-page__listing-image"
            src={tx.listing.image.src}
            srcSet={tx.listing.image.srcSet}
            alt=""
            width={72}
            height={72}
          />
        ) : null}
        <div className="transaction-page__heading">
          <h1 className="transaction-page__title">
            {tx.listing.path ? <Link to={tx.listing.path}>{tx.listing.title}</Link> : tx.listing.title}
          </h1>
          <p className="transaction-page__party">
            <span className="state-label" data-testid="transaction-state">
              {tx.stateLabel}
            </span>
            <span>{partyLine(tx, t)}</span>
          </p>
          {tx.period ? (
            <p className="transaction-page__period" data-testid="transaction-period">
              {tx.period}
            </p>
          ) : null}
        </div>
      </header>
      <FormError message={actionData?.formError ?? tx.paymentError} />
      {tx.stripeAuthentication ? <StripeAuthenticationStep authentication={tx.stripeAuthentication} /> : null}
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
      <div className="transaction-page__columns">
        <div className="transaction-page__main">
          {tx.download && tx.download.files.length > 0 ? (
            <section className="transaction-page__files" data-testid="purchased-files">
              <h2>{tx.role === 'customer' ? t('purchasedFilesHeading') : t('soldFilesHeading')}</h2>
              {tx.role === 'customer' ? <p>{t('purchasedFilesIntro')}</p> : null}
              <FileList
                files={tx.download.files}
                filesPath={`${transactionPathOf(tx.role, tx.id)}/files`}
                testId="purchased-file-list"
              />
            </section>
          ) : null}
          {tx.canDispute ? <DisputeForm actionData={actionData} aboutFiles={tx.download !== null} /> : null}
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
          <h2>{t('activityHeading')}</h2>
          <FormError message={tx.messagesError} />
          <ol className="activity-feed" data-testid="activity-feed">
            {tx.feed.map((item) => (
              <FeedItem
                key={item.kind === 'message' ? item.id : `${item.at} ${item.text}`}
                item={item}
                filesPath={`${transactionPathOf(tx.role, tx.id)}/files`}
                other={tx.other}
              />
            ))}
          </ol>
          <MessageComposer actionData={actionData} canAttachFiles={tx.canAttachFiles} />
        </div>
        {tx.delivery || tx.breakdown.rows.length > 0 ? (
          <aside className="transaction-page__aside">
            {tx.delivery ? <DeliveryDetails delivery={tx.delivery} /> : null}
            {/* A conversation prices nothing: no empty box. */}
            {tx.breakdown.rows.length > 0 ? <PriceBreakdown breakdown={tx.breakdown} /> : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
