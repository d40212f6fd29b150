import { isAvailabilityTabComplete } from './tabs/availability-tab.tsx';
import { isDeliveryTabComplete } from './tabs/delivery-tab.tsx';
import { isDetailsTabComplete } from './tabs/details-tab.tsx';
import { isFilesTabComplete } from './tabs/files-tab.tsx';
import { isLocationTabComplete } from './tabs/location-tab.tsx';
import { isPhotosTabComplete } from './tabs/photos-tab.tsx';
import { isPricingTabComplete } from './tabs/pricing-tab.tsx';
import { isStyleTabComplete } from './tabs/style-tab.tsx';
import type { WizardListing, WizardSetup, WizardTabKey } from './wizard-tab.ts';

/**
 * Whether a stored listing completes each tab; pricing and 'pricing and stock' share one form. The
 * forms themselves are not listed here: each tab is its own route module (`routes/listing-wizard/`),
 * so a page loads only the code of the tab it shows.
 */
const TAB_COMPLETE: Record<WizardTabKey, (listing: WizardListing, setup: WizardSetup) => boolean> = {
  details: isDetailsTabComplete,
  pricing: isPricingTabComplete,
  'pricing-and-stock': isPricingTabComplete,
  delivery: isDeliveryTabComplete,
  location: isLocationTabComplete,
  availability: isAvailabilityTabComplete,
  files: isFilesTabComplete,
  photos: isPhotosTabComplete,
  style: isStyleTabComplete,
};

/** Whether a stored listing completes a tab; nothing is complete before the draft exists. */
export function isTabComplete(tab: WizardTabKey, listing: WizardListing | null, setup: WizardSetup): boolean {
  return listing !== null && TAB_COMPLETE[tab](listing, setup);
}
