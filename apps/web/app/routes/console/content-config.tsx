import { CONSOLE_CONFIG_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadConfigEditor, saveConfigSection } from '../../features/console/content.server.ts';
import { JsonEditorPage } from '../../features/console/json-editor-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import type { Route } from './+types/content-config';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? consoleTexts(CONSOLE_CONFIG_TEXTS)(data.section) : '' },
];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadConfigEditor(args);
export const action = (args: Route.ActionArgs) => saveConfigSection(args);

export default function ContentConfig({ loaderData, actionData }: Route.ComponentProps) {
  const t = consoleTexts(CONSOLE_CONFIG_TEXTS);
  return <JsonEditorPage heading={t(loaderData.section)} loaderData={loaderData} actionData={actionData} />;
}
