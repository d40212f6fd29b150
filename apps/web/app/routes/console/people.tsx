import { CONSOLE_PEOPLE_TEXTS } from '@mercato/core/texts/catalogs/console/console-people';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadPeople } from '../../features/console/people.server.ts';
import { PeoplePage } from '../../features/console/people-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/people';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_PEOPLE_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadPeople(args);
export default routePage<Route.ComponentProps>(PeoplePage);
