import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { transactionPageAction } from '../features/transactions/transaction-actions.server.ts';
import { loadTransactionPage } from '../features/transactions/transaction-page.server.ts';
import { TransactionPage } from '../features/transactions/transaction-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import reviewStylesHref from '../styles/reviews.css?url';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/sale';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: transactionStylesHref },
  { rel: 'stylesheet', href: reviewStylesHref },
];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTexts(TRANSACTION_PAGE_TEXTS, matches);
  return [
    {
      title: loaderData ? t('saleTitle', { listingTitle: loaderData.listing.title }) : t('saleFallbackTitle'),
    },
  ];
}

export function loader(args: Route.LoaderArgs) {
  return loadTransactionPage(args, 'provider');
}

export function action(args: Route.ActionArgs) {
  return transactionPageAction(args, 'provider');
}

export default function SaleDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <TransactionPage loaderData={loaderData} actionData={actionData} />;
}
