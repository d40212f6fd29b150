import { CONSOLE_AUDIT_TEXTS } from '@mercato/core/texts/catalogs/console/console-audit';
import { loadAuditLog } from '../../features/console/console-audit.server.ts';
import { ConsoleAuditPage } from '../../features/console/console-audit-page.tsx';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_AUDIT_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadAuditLog(args);
export default routePage<Route.ComponentProps>(ConsoleAuditPage);
