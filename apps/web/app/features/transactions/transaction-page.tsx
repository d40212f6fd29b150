import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import type { CatalogKey, Texts } from '@mercato/core/texts/ui-texts';
import { useEffect } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { EventTime } from '../../components/event-time.tsx';
import { FormError } from '../../components/form-error.tsx';
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

function FeedItem({ item, filesPath }: { item: ActivityItem; filesPath: string }) {
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
      <FileList files={item.files} filesPath={filesPath} />
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
      {tx.delivery ? <DeliveryDetails delivery={tx.delivery} /> : null}
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
      {/* A conversation prices nothing: no empty box. */}
      {tx.breakdown.rows.length > 0 ? <PriceBreakdown breakdown={tx.breakdown} /> : null}
      <h2>{t('activityHeading')}</h2>
      <FormError message={tx.messagesError} />
      <ol className="activity-feed" data-testid="activity-feed">
        {tx.feed.map((item) => (
          <FeedItem
            key={item.kind === 'message' ? item.id : `${item.at} ${item.text}`}
            item={item}
            filesPath={`${transactionPathOf(tx.role, tx.id)}/files`}
          />
        ))}
      </ol>
      <MessageComposer actionData={actionData} canAttachFiles={tx.canAttachFiles} />
    </section>
  );
}
