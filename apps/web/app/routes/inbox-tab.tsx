import { INBOX_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/inbox-page';
import { loadInboxTab } from '../features/inbox/inbox.server.ts';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/inbox-tab';

export const links: Route.LinksFunction = stylesheets(transactionStylesHref);
export const loader = (args: Route.LoaderArgs) => loadInboxTab(args);
export const meta: Route.MetaFunction = titleMeta(INBOX_PAGE_TEXTS);
export default routePage<Route.ComponentProps>(InboxPage);
