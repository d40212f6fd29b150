import { CONSOLE_ACCOUNT_TEXTS } from '@mercato/core/texts/catalogs/console/console-account';
import { changeConsoleAccount, loadConsoleAccount } from '../../features/console/console-account.server.ts';
import { ConsoleAccountPage } from '../../features/console/console-account-page.tsx';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_ACCOUNT_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadConsoleAccount(args);
export const action = (args: Route.ActionArgs) => changeConsoleAccount(args);
export default routePage<Route.ComponentProps>(ConsoleAccountPage);
