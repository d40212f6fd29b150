// What every wizard route module (`routes/listing-new.tsx`, `routes/listing-wizard/*.tsx`) shares
// besides the shell: its style sheets and its title. The tab form is the only part that differs.
import { LISTING_WIZARD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-page';
import { metaTexts } from '../../lib/texts.ts';
import accountStylesHref from '../../styles/account.css?url';
import photoStylesHref from '../../styles/listing-photos.css?url';
import wizardStylesHref from '../../styles/listing-wizard.css?url';
import listingStylesHref from '../../styles/listings.css?url';
import type { ListingWizardData } from './listing-wizard.server.ts';

/** The wizard's style sheets; the photos tab adds its own. */
export function wizardLinks(options: { photos?: boolean } = {}) {
  const hrefs = [accountStylesHref, listingStylesHref, wizardStylesHref];
  if (options.photos) hrefs.push(photoStylesHref);
  return hrefs.map((href) => ({ rel: 'stylesheet', href }));
}

/** The page title: the listing's, once it has one. */
export function wizardMeta({
  loaderData,
  matches,
}: {
  loaderData: ListingWizardData | undefined;
  matches: Parameters<typeof metaTexts>[1];
}) {
  const t = metaTexts(LISTING_WIZARD_PAGE_TEXTS, matches);
  return [
    { title: loaderData?.listing ? t('titleEdit', { title: loaderData.listing.title }) : t('titleNew') },
  ];
}
