import { loadListingWizard, saveListingWizard } from '../../features/listing-wizard/listing-wizard.server.ts';
import { PhotosTab } from '../../features/listing-wizard/tabs/photos-tab.tsx';
import { wizardLinks, wizardMeta, wizardStep } from '../../features/listing-wizard/wizard-route.ts';
import photoStylesHref from '../../styles/listing-photos.css?url';
import type { Route } from './+types/photos';

// The listing wizard's photos tab (spec §2 `/l/:slug/:id/:type/photos`).
export const links: Route.LinksFunction = wizardLinks(photoStylesHref);
export const meta = wizardMeta;
export const loader = (args: Route.LoaderArgs) => loadListingWizard(args, 'photos');
export const action = (args: Route.ActionArgs) => saveListingWizard(args, 'photos');
export default wizardStep<Route.ComponentProps>(PhotosTab);
