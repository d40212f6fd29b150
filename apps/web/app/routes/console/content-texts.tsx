import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadTextsEditor, saveTexts } from '../../features/console/content.server.ts';
import { TextsEditorPage } from '../../features/console/texts-editor-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/content-texts';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_CONTENT_TEXTS)('texts') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadTextsEditor(args);
export const action = (args: Route.ActionArgs) => saveTexts(args);
export default routePage<Route.ComponentProps>(TextsEditorPage);
