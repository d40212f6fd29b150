import { CHECKOUT_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/checkout-page';
import { loadCheckout, submitCheckout } from '../features/checkout/checkout.server.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { routePage, stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import transactionStylesHref from '../styles/transactions.css?url';
import type { Route } from './+types/checkout';

export const links: Route.LinksFunction = stylesheets(transactionStylesHref);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTexts(CHECKOUT_PAGE_TEXTS, matches);
  if (!loaderData) return [{ title: t('title') }];
  const heading = loaderData.kind === 'purchase' ? 'buyHeading' : 'bookHeading';
  return [{ title: t(heading, { listingTitle: loaderData.listing.title }) }];
}

export const loader = (args: Route.LoaderArgs) => loadCheckout(args);
export const action = (args: Route.ActionArgs) => submitCheckout(args);
export default routePage<Route.ComponentProps>(CheckoutPage);
