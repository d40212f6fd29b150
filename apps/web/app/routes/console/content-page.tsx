import { loadPageEditor, savePage } from '../../features/console/content.server.ts';
import { PageEditorPage } from '../../features/console/page-editor-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.pageId ?? '' }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadPageEditor(args);
export const action = (args: Route.ActionArgs) => savePage(args);
export default routePage<Route.ComponentProps>(PageEditorPage);
