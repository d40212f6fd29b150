import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { StyleTab } from '../../features/listing-wizard/tabs/style-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/style';

// The listing wizard's style tab (spec §2 `/l/:slug/:id/:type/style`).
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'style');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'style');
export default wizardStep<Route.ComponentProps>(StyleTab);
