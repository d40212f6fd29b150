import { exportPeople } from '../../features/console/people.server.ts';
import type { Route } from './+types/people-csv';

/** `/console/people.csv`: the people the list's filters find, as a spreadsheet. */
export const loader = (args: Route.LoaderArgs) => exportPeople(args);
