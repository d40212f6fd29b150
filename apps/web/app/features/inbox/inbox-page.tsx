import { INBOX_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/inbox-page';
import { NavLink } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { useTexts } from '../../lib/texts.ts';
import { PaginationLinks } from '../listings/pagination-links.tsx';
import type { InboxData } from './inbox.server.ts';
import { INBOX_TABS } from './inbox-tabs.ts';

/** InboxPage (spec §2 `/inbox/:tab`): orders (as customer) and sales (as provider), 10 a page. */
export function InboxPage({ loaderData }: { loaderData: InboxData }) {
  const { tab, rows } = loaderData;
  const t = useTexts(INBOX_PAGE_TEXTS);
  return (
    <section className="inbox">
      <h1>{t('title')}</h1>
      <nav className="tabs" aria-label={t('tabsLabel')}>
        {INBOX_TABS.map((name) => (
          <NavLink key={name} to={`/inbox/${name}`} className="tabs__tab">
            {name === 'orders' ? t('ordersTab') : t('salesTab')}
          </NavLink>
        ))}
      </nav>
      <FormError message={loaderData.error} />
      {rows.length === 0 && !loaderData.error ? (
        <p className="empty-state">{tab === 'orders' ? t('noOrders') : t('noSales')}</p>
      ) : (
        <ul className="inbox__list" data-testid="inbox-list">
          {rows.map((row) => (
            <li key={row.id} className="inbox__item" data-testid="inbox-item">
              <div>
                <NavLink to={row.path}>{row.listingTitle}</NavLink>
                <span className="inbox__item-meta">
                  {row.otherParty}
                  {row.period ? ` · ${row.period}` : ''}
                </span>
              </div>
              <span className="state-label">{row.stateLabel}</span>
            </li>
          ))}
        </ul>
      )}
      <PaginationLinks
        page={loaderData.page}
        totalPages={loaderData.totalPages}
        pathOf={(page) => `/inbox/${tab}${page > 1 ? `?page=${page}` : ''}`}
      />
    </section>
  );
}
