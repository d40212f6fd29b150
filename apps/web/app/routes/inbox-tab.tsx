import { loadInboxTab } from '../features/inbox/inbox.server.ts';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/inbox-tab';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: transactionStylesHref }];

export function loader(args: Route.LoaderArgs) {
  return loadInboxTab(args);
}

export function meta() {
  return [{ title: 'Inbox' }];
}

export default function InboxTab({ loaderData }: Route.ComponentProps) {
  return <InboxPage loaderData={loaderData} />;
}
