import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { FilesTab } from '../../features/listing-wizard/tabs/files-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import type { Route } from './+types/files';

// The listing wizard's files tab (`/l/:slug/:id/:type/files`): what a download listing's buyer receives.
export const links: Route.LinksFunction = wizardLinks();
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'files');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'files');
export default wizardStep<Route.ComponentProps>(FilesTab);
