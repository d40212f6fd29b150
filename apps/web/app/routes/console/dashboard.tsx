import { CONSOLE_DASHBOARD_TEXTS } from '@mercato/core/texts/catalogs/console/console-dashboard';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { loadDashboard } from '../../features/console/dashboard.server.ts';
import { DashboardPage } from '../../features/console/dashboard-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_DASHBOARD_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadDashboard(args);
export default routePage<Route.ComponentProps>(DashboardPage);
