import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { useSearchParams } from 'react-router';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadDocumentEditor, saveDocument } from '../../features/console/content.server.ts';
import { JsonEditorPage } from '../../features/console/json-editor-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import type { Route } from './+types/content-document';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.path ?? consoleTexts(CONSOLE_CONTENT_TEXTS)('title') },
];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadDocumentEditor(args);
export const action = (args: Route.ActionArgs) => saveDocument(args);

export default function ContentDocument({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <JsonEditorPage heading={params.get('path') ?? ''} loaderData={loaderData} actionData={actionData} />
  );
}
