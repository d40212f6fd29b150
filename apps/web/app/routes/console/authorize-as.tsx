import { CONSOLE_LOGIN_AS_TEXTS } from '@mercato/core/texts/catalogs/console/console-login-as';
import { authorizeAs } from '../../features/console/authorize-as.server.ts';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import type { Route } from './+types/authorize-as';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_LOGIN_AS_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => authorizeAs(args);

/** Shown only when the login as a user cannot go on; otherwise the loader has sent the browser on. */
export default function AuthorizeAs({ loaderData }: Route.ComponentProps) {
  const t = consoleTexts(CONSOLE_LOGIN_AS_TEXTS);
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <p role="alert">
        {loaderData.problem === 'incomplete' ? t('incomplete') : t('refused', { reason: loaderData.problem })}
      </p>
    </section>
  );
}
