import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import { changePaymentMethod, loadPaymentMethods } from '../features/accounts/payment-methods.server.ts';
import { PaymentMethodsPage } from '../features/accounts/payment-methods-page.tsx';
import { routePage, stylesheets, titleMeta } from '../lib/route-module.tsx';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/account-payment-methods';

export const links: Route.LinksFunction = stylesheets(accountStylesHref);
export const meta: Route.MetaFunction = titleMeta(PAYMENT_METHODS_PAGE_TEXTS);
export const loader = (args: Route.LoaderArgs) => loadPaymentMethods(args);
export const action = (args: Route.ActionArgs) => changePaymentMethod(args);
export default routePage<Route.ComponentProps>(PaymentMethodsPage);
