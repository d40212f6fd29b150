import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { transactionPageAction } from '../features/transactions/transaction-actions.server.ts';
import { loadTransactionPage } from '../features/transactions/transaction-page.server.ts';
import { TransactionPage } from '../features/transactions/transaction-page.tsx';
import { transactionRoleOf } from '../features/transactions/transaction-view.ts';
import { routePage, stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import reviewStylesHref from '../styles/reviews.css?url';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/order';

// The order page (`/order/:id`) and, through sale.tsx, the sale page (`/sale/:id`): the path says
// whose page it is.

export const links: Route.LinksFunction = stylesheets(transactionStylesHref, reviewStylesHref);

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTexts(TRANSACTION_PAGE_TEXTS, matches);
  const sale = transactionRoleOf(location.pathname) === 'provider';
  if (!loaderData) return [{ title: sale ? t('saleFallbackTitle') : t('orderFallbackTitle') }];
  const listingTitle = loaderData.listing.title;
  return [{ title: sale ? t('saleTitle', { listingTitle }) : t('orderTitle', { listingTitle }) }];
}

export const loader = (args: Route.LoaderArgs) =>
  loadTransactionPage(args, transactionRoleOf(new URL(args.request.url).pathname));

export const action = (args: Route.ActionArgs) =>
  transactionPageAction(args, transactionRoleOf(new URL(args.request.url).pathname));

export default routePage<Route.ComponentProps>(TransactionPage);
