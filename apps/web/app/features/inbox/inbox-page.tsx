import { INBOX_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/inbox-page';
import { NavLink } from 'react-router';
import { EventTime } from '../../components/event-time.tsx';
import { FormError } from '../../components/form-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useTexts } from '../../lib/texts.ts';
import { PaginationLinks } from '../listings/pagination-links.tsx';
import type { InboxData, InboxRow } from './inbox.server.ts';
import { INBOX_TABS } from './inbox-tabs.ts';

/** The listing's photo with the other party's avatar on its corner. */
function RowPictures({ row }: { row: InboxRow }) {
  return (
    <span className="inbox-row__pictures" aria-hidden="true">
      {row.listingImage ? (
        <img
          className="inbox-row__listing-image"
          src={row.listingImage.src}
          srcSet={row.listingImage.srcSet}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      ) : (
        <span className="inbox-row__listing-image inbox-row__listing-image--none" />
      )}
      {row.other?.isActive ? (
        <UserAvatar image={row.other.avatar} abbreviatedName={row.other.abbreviatedName} />
      ) : (
        <span className="avatar avatar--generic" />
      )}
    </span>
  );
}

/** One transaction: who, what, the last word or event and when, its state, and whether it waits for you. */
function InboxItem({ row }: { row: InboxRow }) {
  const t = useTexts(INBOX_PAGE_TEXTS);
  const last = row.lastActivity;
  return (
    <li
      className={row.attention ? 'inbox-row inbox-row--attention' : 'inbox-row'}
      data-testid="inbox-item"
      data-attention={row.attention ?? undefined}
    >
      <RowPictures row={row} />
      <div className="inbox-row__main">
        <p className="inbox-row__name">{row.otherParty}</p>
        <p className="inbox-row__listing">
          <NavLink to={row.path} className="inbox-row__link">
            {row.listingTitle}
          </NavLink>
          {row.period ? <span className="inbox-row__period"> · {row.period}</span> : null}
        </p>
        {last ? (
          <p
            className={last.kind === 'message' ? 'inbox-row__last' : 'inbox-row__last inbox-row__last--event'}
            data-testid="inbox-last"
          >
            {last.kind === 'message' && last.byYou ? t('yourMessage', { text: last.text }) : last.text}
          </p>
        ) : null}
      </div>
      <div className="inbox-row__state">
        {last ? (
          <span className="inbox-row__when">
            <EventTime at={last.at} brief />
          </span>
        ) : null}
        <span className="state-label">{row.stateLabel}</span>
        {row.attention ? (
          <span className="inbox-row__attention">
            <span className="inbox-row__dot" aria-hidden="true" />
            {row.attention === 'yourTurn' ? t('needsYou') : t('newMessage')}
          </span>
        ) : null}
      </div>
    </li>
  );
}

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
        <ul className="inbox__list" data-testid="inbox-list" aria-label={t('listLabel', { tab })}>
          {rows.map((row) => (
            <InboxItem key={row.id} row={row} />
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
