import { CONSOLE_SHELL_TEXTS } from '@mercato/core/texts/catalogs/console/console-shell';
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { loadConsoleOperator } from '../../features/console/console-auth.server.ts';
import { ConsoleFrame } from '../../features/console/console-frame.tsx';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { stylesheets } from '../../lib/route-module.tsx';
import type { RootData } from '../../root.tsx';
import consoleStylesHref from '../../styles/console.css?url';
import type { Route } from './+types/layout';

// The console's pages behind its login (ADR 019): the frame, and the operator every page has.
export const links: Route.LinksFunction = stylesheets(consoleStylesHref);
export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_SHELL_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export async function loader(args: Route.LoaderArgs) {
  return { operator: await loadConsoleOperator(args) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <ConsoleFrame marketplaceName={root?.marketplaceName ?? 'Mercato'} operator={loaderData.operator}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** A page of the console that failed: inside the frame when the operator is known. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = consoleTexts(CONSOLE_SHELL_TEXTS);
  const root = useRouteLoaderData<RootData>('root');
  const frame = useRouteLoaderData<typeof loader>('routes/console/layout');
  const message = isRouteErrorResponse(error)
    ? error.status === 403
      ? t('forbidden')
      : error.status === 404
        ? t('notFound')
        : t('failed')
    : t('failed');
  const body = (
    <section className="console-notice" role="alert">
      <p>{message}</p>
    </section>
  );
  return frame ? (
    <ConsoleFrame marketplaceName={root?.marketplaceName ?? 'Mercato'} operator={frame.operator}>
      {body}
    </ConsoleFrame>
  ) : (
    body
  );
}
