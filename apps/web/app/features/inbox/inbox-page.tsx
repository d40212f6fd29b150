import { NavLink } from 'react-router';
import type { loadInboxTab } from './inbox.server.ts';
import { INBOX_TABS } from './inbox-tabs.ts';

/** InboxPage (spec §2 `/inbox/:tab`): orders (as customer) and sales (as provider). */
export function InboxPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadInboxTab>> }) {
  return (
    <section className="inbox">
      <h1>Inbox</h1>
      <nav className="tabs" aria-label="Inbox tabs">
        {INBOX_TABS.map((tab) => (
          <NavLink key={tab} to={`/inbox/${tab}`} className="tabs__tab">
            {tab === 'orders' ? 'Orders' : 'Sales'}
          </NavLink>
        ))}
      </nav>
      <p className="empty-state">
        {loaderData.tab === 'orders'
          ? 'You have not booked anything yet. Your bookings and their messages will appear here.'
          : 'Nobody has booked your services yet. Requests from customers will appear here.'}
      </p>
    </section>
  );
}
