import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { createPage, loadContentIndex } from '../../features/console/content.server.ts';
import { ContentIndexPage } from '../../features/console/content-index-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/content';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_CONTENT_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadContentIndex(args);
export const action = (args: Route.ActionArgs) => createPage(args);
export default routePage<Route.ComponentProps>(ContentIndexPage);
