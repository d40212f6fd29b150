import {
  loadTransactionPage,
  transactionPageAction,
} from '../features/transactions/transaction-page.server.ts';
import { TransactionPage } from '../features/transactions/transaction-page.tsx';
import reviewStylesHref from '../styles/reviews.css?url';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/order';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: transactionStylesHref },
  { rel: 'stylesheet', href: reviewStylesHref },
];

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Order: ${loaderData.listing.title}` : 'Order' }];
}

export function loader(args: Route.LoaderArgs) {
  return loadTransactionPage(args, 'customer');
}

export function action(args: Route.ActionArgs) {
  return transactionPageAction(args, 'customer');
}

export default function OrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <TransactionPage loaderData={loaderData} actionData={actionData} />;
}
