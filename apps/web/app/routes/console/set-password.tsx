import { CONSOLE_SET_PASSWORD_TEXTS } from '@mercato/core/texts/catalogs/console/console-login';
import { loadSetOperatorPassword, setOperatorPassword } from '../../features/console/console-login.server.ts';
import { SetOperatorPasswordPage } from '../../features/console/console-login-page.tsx';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage, stylesheets } from '../../lib/route-module.tsx';
import consoleStylesHref from '../../styles/console.css?url';
import type { Route } from './+types/set-password';

export const links: Route.LinksFunction = stylesheets(consoleStylesHref);
export const meta: Route.MetaFunction = () => [
  { title: consoleTexts(CONSOLE_SET_PASSWORD_TEXTS)('title') },
  // The link's token is in the address: no other site learns it from a referrer.
  { name: 'referrer', content: 'no-referrer' },
];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadSetOperatorPassword(args);
export const action = (args: Route.ActionArgs) => setOperatorPassword(args);
export default routePage<Route.ComponentProps>(SetOperatorPasswordPage);
