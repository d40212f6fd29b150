import {
  CONSOLE_LISTING_TEXTS,
  CONSOLE_LISTINGS_TEXTS,
} from '@mercato/core/texts/catalogs/console/console-listings';
import { CONSOLE_TRANSACTIONS_TEXTS } from '@mercato/core/texts/catalogs/console/console-transactions';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { ConsoleOperator } from './console-auth.server.ts';
import { listLink, utcDateTime } from './console-format.ts';
import { consoleTexts } from './console-texts.ts';
import type { ListingActionData, loadListing } from './listing.server.ts';
import { LISTING_STATE_LABELS } from './listings-page.tsx';

const DONE_TEXTS = {
  approve: 'doneApprove',
  close: 'doneClose',
  open: 'doneOpen',
  feature: 'doneFeature',
  unfeature: 'doneUnfeature',
  data: 'doneMetadata',
} as const;

/** One change of the page: a small form posting its intent. */
function ChangeForm(props: { intent: string; children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === props.intent;
  return (
    <Form method="post" className={props.className ?? 'console-action'} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
    </Form>
  );
}

const json = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : '';

/** `/console/listings/:id`: a listing's facts, the operator's changes to it, its data. */
export function ListingPage(props: {
  loaderData: Awaited<ReturnType<typeof loadListing>>;
  actionData: ListingActionData | undefined;
}) {
  const t = consoleTexts(CONSOLE_LISTING_TEXTS);
  const states = consoleTexts(CONSOLE_LISTINGS_TEXTS);
  const { listing } = props.loaderData;
  const result = props.actionData;
  const done = result?.done ? t(DONE_TEXTS[result.done]) : null;
  const frame = useRouteLoaderData<{ operator: ConsoleOperator }>('routes/console/layout');
  // Support operators read; only admins change a listing (the admin API says the same).
  const admin = frame?.operator.role === 'admin';
  const live = !listing.deleted;
  const metadataError = result?.fieldErrors.metadata;
  return (
    <>
      <p className="console-back">
        <Link to={`${CONSOLE_PATH}/listings`}>{t('back')}</Link>
      </p>
      <section className="console-section" aria-labelledby="listing-title">
        <h1 id="listing-title">{listing.title}</h1>
        <FormSuccess message={done} />
        <FormError message={result?.error ? t('failed', { reason: result.error }) : null} />
        {listing.deleted ? <p className="console-notice-inline">{t('deletedNotice')}</p> : null}
        <dl className="console-facts">
          <dt>{t('state')}</dt>
          <dd>
            <span className={`console-state console-state--${listing.state}`}>
              {states(LISTING_STATE_LABELS[listing.state])}
            </span>
          </dd>
          <dt>{t('author')}</dt>
          <dd>
            {listing.authorId ? (
              <Link to={`${CONSOLE_PATH}/people/${listing.authorId}`}>
                {listing.authorName ?? listing.authorId}
              </Link>
            ) : (
              t('noAuthor')
            )}
            {listing.authorEmail ? <> ({listing.authorEmail})</> : null}
          </dd>
          <dt>{t('type')}</dt>
          <dd>{listing.listingTypeLabel ?? t('noType')}</dd>
          <dt>{t('price')}</dt>
          <dd>{listing.price ?? t('noPrice')}</dd>
          <dt>{t('featured')}</dt>
          <dd>{listing.featured ? t('featuredYes') : t('featuredNo')}</dd>
          <dt>{t('created')}</dt>
          <dd>
            <time dateTime={listing.createdAt}>{utcDateTime(listing.createdAt)}</time>
          </dd>
          <dt>{t('id')}</dt>
          <dd>
            <code>{listing.id}</code>
          </dd>
        </dl>
        {live ? (
          <p className="console-lead">
            {/* A document navigation: the marketplace's page, outside the console's frame. */}
            <a href={`/l/${listing.id}`}>{t('viewOnMarketplace')}</a>
          </p>
        ) : null}
      </section>

      {live && admin ? (
        <section className="console-section" aria-labelledby="listing-actions">
          <h2 id="listing-actions">{t('actions')}</h2>
          <div className="console-actions">
            {listing.state === 'pendingApproval' ? (
              <ChangeForm intent="approve">
                <button type="submit" className="button">
                  {t('approve')}
                </button>
                <p className="field__hint">{t('approveHint')}</p>
              </ChangeForm>
            ) : null}
            {listing.state === 'published' ? (
              <ChangeForm intent="close">
                <button type="submit" className="button button--danger">
                  {t('close')}
                </button>
                <p className="field__hint">{t('closeHint')}</p>
              </ChangeForm>
            ) : null}
            {listing.state === 'closed' ? (
              <ChangeForm intent="open">
                <button type="submit" className="button">
                  {t('open')}
                </button>
                <p className="field__hint">{t('openHint')}</p>
              </ChangeForm>
            ) : null}
            <ChangeForm intent="feature">
              <button type="submit" className="button button--secondary">
                {listing.featured ? t('featureAgain') : t('feature')}
              </button>
              <p className="field__hint">{t('featureHint')}</p>
            </ChangeForm>
            {listing.featured ? (
              <ChangeForm intent="unfeature">
                <button type="submit" className="button button--secondary">
                  {t('unfeature')}
                </button>
              </ChangeForm>
            ) : null}
          </div>
        </section>
      ) : null}

      <section className="console-section" aria-labelledby="listing-data">
        <h2 id="listing-data">{t('data')}</h2>
        <h3>{t('publicData')}</h3>
        <pre className="console-json">{json(listing.publicData) || '{}'}</pre>
        {live && admin ? (
          <ChangeForm intent="data" className="console-data-form">
            <p className="field__hint">{t('dataHint')}</p>
            <div className="field">
              <label htmlFor="data-metadata">{t('metadata')}</label>
              <textarea
                // Drawn again when the metadata changed (featuring writes it): saving a stale text
                // would take out what the change put in.
                key={json(listing.metadata)}
                id="data-metadata"
                name="metadata"
                rows={6}
                spellCheck={false}
                defaultValue={result?.typed?.metadata ?? json(listing.metadata)}
                aria-invalid={metadataError ? true : undefined}
                aria-describedby={metadataError ? 'data-metadata-error' : undefined}
              />
              <FieldError
                id="data-metadata-error"
                message={metadataError ? t('notJson', { problem: metadataError }) : undefined}
              />
            </div>
            <button type="submit" className="button">
              {t('saveData')}
            </button>
          </ChangeForm>
        ) : (
          <>
            <h3>{t('metadata')}</h3>
            <pre className="console-json">{json(listing.metadata) || '{}'}</pre>
          </>
        )}
      </section>

      <section className="console-section" aria-labelledby="listing-transactions">
        <h2 id="listing-transactions">{consoleTexts(CONSOLE_TRANSACTIONS_TEXTS)('listingTransactions')}</h2>
        <Link to={listLink(`${CONSOLE_PATH}/transactions`, { listingId: listing.id })}>
          {consoleTexts(CONSOLE_TRANSACTIONS_TEXTS)('listingTransactionsLink')}
        </Link>
      </section>

      <section className="console-section" aria-labelledby="listing-history">
        <h2 id="listing-history">{t('history')}</h2>
        <Link to={listLink(`${CONSOLE_PATH}/audit`, { subjectType: 'listing', subjectId: listing.id })}>
          {t('historyLink')}
        </Link>
      </section>
    </>
  );
}
