// What every wizard route module (`routes/listing-new.tsx`, `routes/listing-wizard/*.tsx`) shares:
// its style sheets, its title and its page. The tab form is the only part that differs. The loader
// and action stay in the route modules: this module is client code and takes only types from the server.
import { LISTING_WIZARD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-page';
import { type ComponentType, createElement } from 'react';
import { stylesheets } from '../../lib/route-module.tsx';
import { metaTexts } from '../../lib/texts.ts';
import accountStylesHref from '../../styles/account.css?url';
import wizardStylesHref from '../../styles/listing-wizard.css?url';
import listingStylesHref from '../../styles/listings.css?url';
import type { ListingWizardActionData, ListingWizardData } from './listing-wizard.server.ts';
import { ListingWizardPage } from './listing-wizard-page.tsx';
import type { WizardTabProps } from './wizard-tab.ts';

/** The wizard's style sheets, then a tab's own (`hrefs`). */
export function wizardLinks(...hrefs: string[]) {
  return stylesheets(accountStylesHref, listingStylesHref, wizardStylesHref, ...hrefs);
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

interface WizardRouteData {
  loaderData: ListingWizardData;
  actionData?: ListingWizardActionData | undefined;
}

/**
 * A wizard route's default export: the wizard page around `Tab`. Call it as
 * `wizardStep<Route.ComponentProps>(Tab)`, so that the compiler checks the route's data.
 */
export function wizardStep<Props extends WizardRouteData>(Tab: ComponentType<WizardTabProps>) {
  return function WizardStep({ loaderData, actionData }: Props) {
    return createElement(ListingWizardPage, { Tab, loaderData, actionData });
  };
}
