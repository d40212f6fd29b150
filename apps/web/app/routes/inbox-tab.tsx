import { loadInboxTab } from '../features/inbox/inbox.server.ts';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import type { Route } from './+types/inbox-tab';

export function loader(args: Route.LoaderArgs) {
  return loadInboxTab(args);
}

export function meta() {
  return [{ title: 'Inbox' }];
}

export default function InboxTab({ loaderData }: Route.ComponentProps) {
  return <InboxPage loaderData={loaderData} />;
}
