import { CONSOLE_DASHBOARD_TEXTS } from '@mercato/core/texts/catalogs/console/console-dashboard';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_DASHBOARD_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export default function ConsoleDashboard() {
  const t = consoleTexts(CONSOLE_DASHBOARD_TEXTS);
  return <h1>{t('heading')}</h1>;
}
