import { CONSOLE_TRANSACTIONS_TEXTS } from '@mercato/core/texts/catalogs/console/console-transactions';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { listLink, utcDateTime } from './console-format.ts';
import { ConsolePager } from './console-pager.tsx';
import { consoleTexts } from './console-texts.ts';
import type { loadTransactions } from './transactions.server.ts';

/** A state's name without its `state/` prefix, as the dashboard shows it. */
export const bareState = (state: string) => state.replace(/^state\//, '');

/** `2026-11-29T04:27:10.123Z` as `2026-11-29 04:27` (the headings say UTC). */
export const utcMinute = (iso: string) => utcDateTime(iso).slice(0, 16);

/** A person of a transaction as a link to their console page, their email under it. */
export function PartyCell(props: {
  party: { id: string; name: string | null; email: string | null } | null;
  noAccount: string;
}) {
  const { party } = props;
  if (!party) return <>{props.noAccount}</>;
  return (
    <>
      <Link to={`${CONSOLE_PATH}/people/${party.id}`}>{party.name ?? party.id}</Link>
      {party.email ? <div className="console-subtle">{party.email}</div> : null}
    </>
  );
}

/** `/console/transactions`: the marketplace's transactions, found by process, state, party, listing and date. */
export function TransactionsPage(props: { loaderData: Awaited<ReturnType<typeof loadTransactions>> }) {
  const t = consoleTexts(CONSOLE_TRANSACTIONS_TEXTS);
  const { filters, page, totalPages, totalItems, transactions, processes, problem } = props.loaderData;
  const path = `${CONSOLE_PATH}/transactions`;
  const states = [...new Set(processes.flatMap((process) => process.states))].sort();
  // Several states at once, or one no process has, come only from an address: the select keeps them.
  const otherStates = filters.states && !states.includes(filters.states) ? filters.states : null;
  const otherProcess =
    filters.processName && !processes.some((process) => process.name === filters.processName)
      ? filters.processName
      : null;
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <Form method="get" className="console-filters" aria-label={t('filters')}>
        <div className="field">
          <label htmlFor="transactions-process">{t('process')}</label>
          <select id="transactions-process" name="processName" defaultValue={filters.processName ?? ''}>
            <option value="">{t('anyProcess')}</option>
            {processes.map((process) => (
              <option key={process.name} value={process.name}>
                {process.name}
              </option>
            ))}
            {otherProcess ? <option value={otherProcess}>{otherProcess}</option> : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor="transactions-states">{t('state')}</label>
          <select id="transactions-states" name="states" defaultValue={filters.states ?? ''}>
            <option value="">{t('anyState')}</option>
            {states.map((state) => (
              <option key={state} value={state}>
                {bareState(state)}
              </option>
            ))}
            {otherStates ? (
              <option value={otherStates}>{otherStates.split(',').map(bareState).join(', ')}</option>
            ) : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor="transactions-party">{t('partyId')}</label>
          <input
            id="transactions-party"
            name="partyId"
            defaultValue={filters.partyId ?? ''}
            maxLength={36}
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor="transactions-listing">{t('listingId')}</label>
          <input
            id="transactions-listing"
            name="listingId"
            defaultValue={filters.listingId ?? ''}
            maxLength={36}
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor="transactions-from">{t('createdFrom')}</label>
          <input
            id="transactions-from"
            name="createdAtStart"
            type="date"
            defaultValue={filters.createdAtStart ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor="transactions-to">{t('createdTo')}</label>
          <input
            id="transactions-to"
            name="createdAtEnd"
            type="date"
            defaultValue={filters.createdAtEnd ?? ''}
          />
        </div>
        <div className="console-filters__actions">
          <button type="submit" className="button">
            {t('apply')}
          </button>
          <Link to={path}>{t('clear')}</Link>
        </div>
      </Form>
      <FormError message={problem ? t('badFilter', { problem }) : null} />
      <p className="console-count" role="status">
        {t('count', { count: totalItems })} {/* A download, not a page: the browser saves it. */}
        <a href={listLink(`${CONSOLE_PATH}/transactions.csv`, { ...filters })} download>
          {t('export')}
        </a>
      </p>
      {transactions.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('process')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('listing')}</th>
                <th scope="col">{t('customer')}</th>
                <th scope="col">{t('provider')}</th>
                <th scope="col">{t('payinTotal')}</th>
                <th scope="col">{t('lastTransition')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((tx) => (
                <tr key={tx.id}>
                  <td>
                    <Link to={`${path}/${tx.id}`}>
                      <time dateTime={tx.createdAt}>{utcMinute(tx.createdAt)}</time>
                    </Link>
                  </td>
                  <td className="console-nowrap">
                    <code>{tx.processName}</code>
                  </td>
                  <td>
                    <span className={`console-state console-state--tx-${tx.state}`}>{tx.state}</span>
                  </td>
                  <td>
                    {tx.listing ? (
                      <Link to={`${CONSOLE_PATH}/listings/${tx.listing.id}`}>
                        {tx.listing.title ?? t('noListing')}
                      </Link>
                    ) : (
                      t('noListing')
                    )}
                  </td>
                  <td>
                    <PartyCell party={tx.customer} noAccount={t('noAccount')} />
                  </td>
                  <td>
                    <PartyCell party={tx.provider} noAccount={t('noAccount')} />
                  </td>
                  <td className="console-money">{tx.payinTotal ?? t('noMoney')}</td>
                  <td className="console-nowrap">
                    {tx.lastTransition}
                    <div className="console-subtle">
                      <time dateTime={tx.lastTransitionedAt}>{utcMinute(tx.lastTransitionedAt)}</time>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePager
        page={page}
        pages={totalPages}
        linkTo={(to) => listLink(path, { ...filters }, to)}
        labels={{
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page, pages: totalPages }),
        }}
      />
    </section>
  );
}
