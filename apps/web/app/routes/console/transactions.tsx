import { CONSOLE_TRANSACTIONS_TEXTS } from '@mercato/core/texts/catalogs/console/console-transactions';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadTransactions } from '../../features/console/transactions.server.ts';
import { TransactionsPage } from '../../features/console/transactions-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/transactions';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_TRANSACTIONS_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadTransactions(args);
export default routePage<Route.ComponentProps>(TransactionsPage);
