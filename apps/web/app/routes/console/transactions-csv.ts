import { exportTransactions } from '../../features/console/transactions.server.ts';
import type { Route } from './+types/transactions-csv';

/** `/console/transactions.csv`: the transactions the list's filters find, as a spreadsheet. */
export const loader = (args: Route.LoaderArgs) => exportTransactions(args);
