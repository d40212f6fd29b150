import { CONSOLE_TRANSACTION_TEXTS } from '@mercato/core/texts/catalogs/console/console-transactions';
import { Form, Link, useNavigation } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { listLink } from './console-format.ts';
import { consoleTexts } from './console-texts.ts';
import type { loadTransaction, TransactionActionData } from './transaction.server.ts';
import { PartyCell, utcMinute } from './transactions-page.tsx';

/** What the default processes' operator transitions do, by name; others show their name alone. */
const TRANSITION_HINTS = {
  'operator-accept': 'operatorAccept',
  'operator-decline': 'operatorDecline',
  'operator-complete': 'operatorComplete',
  cancel: 'cancel',
  'operator-cancel': 'operatorCancel',
  'operator-mark-delivered': 'operatorMarkDelivered',
  'operator-dispute': 'operatorDispute',
  'mark-received-from-disputed': 'markReceivedFromDisputed',
  'cancel-from-disputed': 'cancelFromDisputed',
  'operator-report': 'operatorReport',
  'operator-complete-from-reported': 'operatorCompleteFromReported',
} as const;

// Transitions that undo a transaction (and most often refund it) stand out as the listing page's Close does.
const REFUNDING = /(^|-)(cancel|decline|reject)(-|$)/;

const hintKeyOf = (name: string) =>
  Object.hasOwn(TRANSITION_HINTS, name) ? TRANSITION_HINTS[name as keyof typeof TRANSITION_HINTS] : null;

const json = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : '{}';

type View = Awaited<ReturnType<typeof loadTransaction>>['transaction'];

/** `/console/transactions/:id`: a transaction's facts, the operator transitions open now, its history, messages, reviews and payments. */
export function TransactionPage(props: {
  loaderData: Awaited<ReturnType<typeof loadTransaction>>;
  actionData: TransactionActionData | undefined;
}) {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  const tx = props.loaderData.transaction;
  const navigation = useNavigation();
  // One transition at a time: while one is on its way (and the page reloads after it), the others
  // wait, and what it did shows with the transaction as it is now.
  const running =
    navigation.formData?.get('intent') === 'transition' ? navigation.formData.get('transition') : null;
  const result = running ? undefined : props.actionData;
  const listingTitle = tx.listing?.title ?? t('listingGone');
  return (
    <>
      <p className="console-back">
        <Link to={`${CONSOLE_PATH}/transactions`}>{t('back')}</Link>
      </p>
      <section className="console-section" aria-labelledby="transaction-title">
        <h1 id="transaction-title">{t('heading', { listing: listingTitle })}</h1>
        <FormSuccess message={result?.done ? t('done', { transition: result.done }) : null} />
        <FormError
          message={
            result?.busy ? t('inProgress') : result?.error ? t('failed', { reason: result.error }) : null
          }
        />
        <dl className="console-facts">
          <dt>{t('state')}</dt>
          <dd>
            <span className={`console-state console-state--tx-${tx.state}`} data-testid="transaction-state">
              {tx.state}
            </span>
          </dd>
          <dt>{t('process')}</dt>
          <dd>
            <code>{t('processVersion', { process: tx.processName, version: tx.processVersion })}</code>
          </dd>
          <dt>{t('created')}</dt>
          <dd>
            <time dateTime={tx.createdAt}>{utcMinute(tx.createdAt)}</time>
          </dd>
          <dt>{t('lastTransition')}</dt>
          <dd>
            {t('lastTransitionAt', { transition: tx.lastTransition, time: utcMinute(tx.lastTransitionedAt) })}
          </dd>
          <dt>{t('listing')}</dt>
          <dd>
            {tx.listing ? (
              <Link to={`${CONSOLE_PATH}/listings/${tx.listing.id}`}>{listingTitle}</Link>
            ) : (
              listingTitle
            )}
            {tx.listing?.deleted ? <span className="console-tag">{t('listingDeleted')}</span> : null}
          </dd>
          <dt>{t('customer')}</dt>
          <dd>
            <PartyCell party={tx.customer} noAccount={t('noAccount')} />
          </dd>
          <dt>{t('provider')}</dt>
          <dd>
            <PartyCell party={tx.provider} noAccount={t('noAccount')} />
          </dd>
          {tx.booking ? (
            <>
              <dt>{t('booking')}</dt>
              <dd>
                {t('bookingTimes', { start: utcMinute(tx.booking.start), end: utcMinute(tx.booking.end) })}
                <div className="console-subtle">
                  {t('bookingSeats', { seats: tx.booking.seats, state: tx.booking.state })}
                </div>
              </dd>
            </>
          ) : null}
          <dt>{t('payinTotal')}</dt>
          <dd>{tx.payinTotal ?? t('noMoney')}</dd>
          <dt>{t('payoutTotal')}</dt>
          <dd>{tx.payoutTotal ?? t('noMoney')}</dd>
          <dt>{t('id')}</dt>
          <dd>
            <code>{tx.id}</code>
          </dd>
        </dl>
      </section>

      <section className="console-section" aria-labelledby="transaction-actions">
        <h2 id="transaction-actions">{t('actions')}</h2>
        {tx.operatorTransitions.length === 0 ? (
          <p>{t('noActions')}</p>
        ) : (
          <>
            <p className="console-lead">{t('actionsLead')}</p>
            <div className="console-actions">
              {tx.operatorTransitions.map((transition) => {
                const hint = hintKeyOf(transition.name);
                return (
                  <Form
                    key={transition.name}
                    method="post"
                    className="console-action"
                    aria-busy={running === transition.name || undefined}
                  >
                    <input type="hidden" name="intent" value="transition" />
                    <input type="hidden" name="transition" value={transition.name} />
                    <button
                      type="submit"
                      className={REFUNDING.test(transition.name) ? 'button button--danger' : 'button'}
                      disabled={Boolean(running)}
                    >
                      {transition.name}
                    </button>
                    <p className="field__hint">
                      {hint ? `${t(hint)} ` : null}
                      {t('leadsTo', { state: transition.to })}
                    </p>
                  </Form>
                );
              })}
            </div>
          </>
        )}
      </section>

      {tx.lineItems.length > 0 ? <LineItems tx={tx} /> : null}
      <History tx={tx} />
      <Messages tx={tx} />
      <Reviews tx={tx} />
      <Payments tx={tx} />

      <section className="console-section" aria-labelledby="transaction-data">
        <h2 id="transaction-data">{t('data')}</h2>
        <h3>{t('protectedData')}</h3>
        <pre className="console-json">{json(tx.protectedData)}</pre>
        <h3>{t('metadata')}</h3>
        <pre className="console-json">{json(tx.metadata)}</pre>
      </section>

      <section className="console-section" aria-labelledby="transaction-audit">
        <h2 id="transaction-audit">{t('audit')}</h2>
        <Link to={listLink(`${CONSOLE_PATH}/audit`, { subjectType: 'transaction', subjectId: tx.id })}>
          {t('auditLink')}
        </Link>
      </section>
    </>
  );
}

function LineItems({ tx }: { tx: View }) {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  return (
    <section className="console-section" aria-labelledby="transaction-line-items">
      <h2 id="transaction-line-items">{t('lineItems')}</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('code')}</th>
              <th scope="col" className="console-money">
                {t('quantity')}
              </th>
              <th scope="col" className="console-money">
                {t('seats')}
              </th>
              <th scope="col" className="console-money">
                {t('unitPrice')}
              </th>
              <th scope="col" className="console-money">
                {t('lineTotal')}
              </th>
              <th scope="col">{t('includeFor')}</th>
            </tr>
          </thead>
          <tbody>
            {tx.lineItems.map((item, i) => (
              // Codes repeat (a reversal has its item's code): the position keys them.
              // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id and never move
              <tr key={i}>
                <td>
                  <code>{item.code}</code>
                  {item.reversal ? <span className="console-tag">{t('reversal')}</span> : null}
                </td>
                <td className="console-money">{item.quantity}</td>
                <td className="console-money">{item.seats ?? ''}</td>
                <td className="console-money">{item.unitPrice}</td>
                <td className="console-money">{item.lineTotal}</td>
                <td>{item.includeFor.join(', ')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('payinTotal')}
              </th>
              <td className="console-money">{tx.payinTotal ?? t('noMoney')}</td>
              <td />
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('payoutTotal')}
              </th>
              <td className="console-money">{tx.payoutTotal ?? t('noMoney')}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function History({ tx }: { tx: View }) {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  return (
    <section className="console-section" aria-labelledby="transaction-history">
      <h2 id="transaction-history">{t('history')}</h2>
      {tx.history.length === 0 ? (
        <p>{t('noHistory')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="transaction-history">
            <thead>
              <tr>
                <th scope="col">{t('transition')}</th>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('by')}</th>
              </tr>
            </thead>
            <tbody>
              {tx.history.map((step) => (
                <tr key={`${step.transition} ${step.at}`}>
                  <td>
                    <code>{step.transition}</code>
                  </td>
                  <td>
                    <time dateTime={step.at}>{utcMinute(step.at)}</time>
                  </td>
                  <td>{step.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Messages({ tx }: { tx: View }) {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  return (
    <section className="console-section" aria-labelledby="transaction-messages">
      <h2 id="transaction-messages">{t('messages')}</h2>
      {tx.messages.length === 0 ? (
        <p>{t('noMessages')}</p>
      ) : (
        <ol className="console-messages">
          {tx.messages.map((message) => (
            <li key={message.id} className="console-message">
              <p className="console-message__head">
                {message.sender ? (
                  <Link to={`${CONSOLE_PATH}/people/${message.sender.id}`}>
                    {message.sender.name ?? message.sender.id}
                  </Link>
                ) : (
                  t('unknownSender')
                )}{' '}
                <time className="console-subtle" dateTime={message.at}>
                  {utcMinute(message.at)}
                </time>
              </p>
              <p className="console-message__text">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Reviews({ tx }: { tx: View }) {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  return (
    <section className="console-section" aria-labelledby="transaction-reviews">
      <h2 id="transaction-reviews">{t('reviews')}</h2>
      {tx.reviews.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <ol className="console-messages">
          {tx.reviews.map((review) => (
            <li key={review.id} className="console-message">
              <p className="console-message__head">
                <strong>
                  {review.type === 'ofCustomer' ? t('reviewOfCustomer') : t('reviewOfProvider')}
                </strong>{' '}
                {t('reviewBy', { author: review.author?.name ?? review.author?.id ?? t('unknownSender') })}
                {review.rating !== null ? (
                  <span className="console-tag">{t('reviewRating', { rating: review.rating })}</span>
                ) : null}
                <span className="console-tag">
                  {review.state === 'public' ? t('reviewPublic') : t('reviewPending')}
                </span>{' '}
                <time className="console-subtle" dateTime={review.at}>
                  {utcMinute(review.at)}
                </time>
              </p>
              <p className="console-message__text">{review.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Payments({ tx }: { tx: View }) {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  const { payments } = tx;
  if (!payments) return null;
  return (
    <section className="console-section" aria-labelledby="transaction-payments">
      <h2 id="transaction-payments">{t('payments')}</h2>
      <dl className="console-facts">
        <dt>{t('paymentsProvider')}</dt>
        <dd>
          <code>{payments.provider}</code>
        </dd>
        <dt>{t('intent')}</dt>
        <dd>{payments.intent ? <code>{payments.intent.id}</code> : t('noIntent')}</dd>
        {payments.intent ? (
          <>
            <dt>{t('intentStatus')}</dt>
            <dd>
              <code>{payments.intent.status}</code>
            </dd>
            <dt>{t('intentAmount')}</dt>
            <dd>{payments.intent.amount}</dd>
            <dt>{t('intentCaptured')}</dt>
            <dd>{payments.intent.captured}</dd>
            <dt>{t('intentRefunded')}</dt>
            <dd>{payments.intent.refunded}</dd>
          </>
        ) : null}
      </dl>
      {payments.intentError ? (
        <p className="console-notice-inline">{t('intentError', { error: payments.intentError })}</p>
      ) : null}

      <h3>{t('operations')}</h3>
      {payments.operations.length === 0 ? (
        <p>{t('noOperations')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col" className="console-money">
                  {t('amount')}
                </th>
                <th scope="col">{t('recipient')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.operations.map((operation) => (
                <tr key={operation.id}>
                  <td>
                    <time dateTime={operation.at}>{utcMinute(operation.at)}</time>
                  </td>
                  <td>
                    <code>{operation.kind}</code>
                  </td>
                  <td>{operation.status}</td>
                  <td className="console-money">{operation.amount}</td>
                  <td>
                    {operation.recipient ? (
                      <Link to={`${CONSOLE_PATH}/people/${operation.recipient.id}`}>
                        {operation.recipient.name ?? operation.recipient.id}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>{t('journal')}</h3>
      <p className="field__hint">{t('journalLead')}</p>
      {payments.journal.length === 0 ? (
        <p>{t('noJournal')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('transition')}</th>
                <th scope="col">{t('journalState')}</th>
                <th scope="col">{t('callerRole')}</th>
                <th scope="col" className="console-money">
                  {t('attempts')}
                </th>
                <th scope="col">{t('lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.journal.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{utcMinute(entry.at)}</time>
                  </td>
                  <td>
                    <code>{entry.transition}</code>
                  </td>
                  <td>{entry.state}</td>
                  <td>{entry.callerRole}</td>
                  <td className="console-money">{entry.attempts}</td>
                  <td>{entry.lastError ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
