import { loadCheckout, submitCheckout } from '../features/checkout/checkout.server.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/checkout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: transactionStylesHref }];

export function meta({ loaderData }: Route.MetaArgs) {
  const verb = loaderData?.kind === 'purchase' ? 'Buy' : 'Book';
  return [{ title: loaderData ? `${verb} ${loaderData.listing.title}` : 'Checkout' }];
}

export function loader(args: Route.LoaderArgs) {
  return loadCheckout(args);
}

export function action(args: Route.ActionArgs) {
  return submitCheckout(args);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage loaderData={loaderData} actionData={actionData} />;
}
