import { availabilityTabServer } from './tabs/availability-tab.server.ts';
import { deliveryTabServer } from './tabs/delivery-tab.server.ts';
import { detailsTabServer } from './tabs/details-tab.server.ts';
import { filesTabServer } from './tabs/files-tab.server.ts';
import { locationTabServer } from './tabs/location-tab.server.ts';
import { photosTabServer } from './tabs/photos-tab.server.ts';
import { pricingTabServer } from './tabs/pricing-tab.server.ts';
import { styleTabServer } from './tabs/style-tab.server.ts';
import type { WizardTabKey, WizardTabServer } from './wizard-tab.ts';

/** Every tab's server half. */
export const WIZARD_TAB_SERVERS: Record<WizardTabKey, WizardTabServer> = {
  details: detailsTabServer,
  pricing: pricingTabServer,
  'pricing-and-stock': pricingTabServer,
  delivery: deliveryTabServer,
  location: locationTabServer,
  availability: availabilityTabServer,
  files: filesTabServer,
  photos: photosTabServer,
  style: styleTabServer,
};
