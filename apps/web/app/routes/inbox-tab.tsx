import { INBOX_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/inbox-page';
import { loadInboxTab } from '../features/inbox/inbox.server.ts';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/inbox-tab';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: transactionStylesHref }];

export function loader(args: Route.LoaderArgs) {
  return loadInboxTab(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(INBOX_PAGE_TEXTS, matches);
  return [{ title: t('title') }];
}

export default function InboxTab({ loaderData }: Route.ComponentProps) {
  return <InboxPage loaderData={loaderData} />;
}
