import { CONSOLE_TRANSACTION_TEXTS } from '@mercato/core/texts/catalogs/console/console-transactions';
import type { ShouldRevalidateFunction } from 'react-router';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadTransaction, runOperatorTransition } from '../../features/console/transaction.server.ts';
import { TransactionPage } from '../../features/console/transaction-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/transaction';

export const meta: Route.MetaFunction = ({ data }) => {
  const t = consoleTexts(CONSOLE_TRANSACTION_TEXTS);
  const listing = data?.transaction.listing?.title;
  return [{ title: listing ? t('heading', { listing }) : t('title') }];
};
export const handle = CONSOLE_PAGE;
// A refused transition (409, 402…) reloads the transaction too: a refusal most often means its
// state moved on (another operator, a party, a timer), and the page must show where it is now.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult !== undefined || defaultShouldRevalidate;

export const loader = (args: Route.LoaderArgs) => loadTransaction(args);
export const action = (args: Route.ActionArgs) => runOperatorTransition(args);
export default routePage<Route.ComponentProps>(TransactionPage);
