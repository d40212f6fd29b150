import { exportListings } from '../../features/console/listings.server.ts';
import type { Route } from './+types/listings-csv';

/** `/console/listings.csv`: the listings the list's filters find, as a spreadsheet. */
export const loader = (args: Route.LoaderArgs) => exportListings(args);
