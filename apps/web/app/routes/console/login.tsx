import { CONSOLE_LOGIN_TEXTS } from '@mercato/core/texts/catalogs/console/console-login';
import { consoleLogIn, loadConsoleLogin } from '../../features/console/console-login.server.ts';
import { ConsoleLoginPage } from '../../features/console/console-login-page.tsx';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage, stylesheets } from '../../lib/route-module.tsx';
import consoleStylesHref from '../../styles/console.css?url';
import type { Route } from './+types/login';

export const links: Route.LinksFunction = stylesheets(consoleStylesHref);
export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_LOGIN_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadConsoleLogin(args);
export const action = (args: Route.ActionArgs) => consoleLogIn(args);
export default routePage<Route.ComponentProps>(ConsoleLoginPage);
