import { CONSOLE_PERSON_TEXTS } from '@mercato/core/texts/catalogs/console/console-people';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { changePerson, loadPerson } from '../../features/console/person.server.ts';
import { PersonPage } from '../../features/console/person-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/person';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.person.name ?? consoleTexts(CONSOLE_PERSON_TEXTS)('title') },
];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadPerson(args);
export const action = (args: Route.ActionArgs) => changePerson(args);
export default routePage<Route.ComponentProps>(PersonPage);
