import { data, NavLink } from 'react-router';
import { INBOX_TABS, isInboxTab } from '../features/inbox/inbox-tabs.ts';
import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/inbox-tab';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.session);
  if (!isInboxTab(params.tab)) throw data('Invalid tab for InboxPage', { status: 404 });
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  return { tab: params.tab, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export function meta() {
  return [{ title: 'Inbox' }];
}

/** InboxPage (spec §2 `/inbox/:tab`): orders (as customer) and sales (as provider). */
export default function InboxTab({ loaderData }: Route.ComponentProps) {
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
