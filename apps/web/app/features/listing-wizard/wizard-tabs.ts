import type { ListingTypeConfig } from '@mercato/core/config/listing-types';
import { LISTING_WIZARD_TABS_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-tabs';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import { type Texts, textsOf } from '@mercato/core/texts/ui-texts';
import { listingPath } from '../listings/listing-paths.ts';
import { WIZARD_TAB_KEYS, WIZARD_TYPES, type WizardTabKey, type WizardType } from './wizard-tab.ts';

/** The texts of the wizard's steps and buttons (`LISTING_WIZARD_TABS_TEXTS`) in force. */
export type WizardTabsTexts = Texts<CatalogKey<typeof LISTING_WIZARD_TABS_TEXTS> & string>;

/** Mercato's English of the steps and buttons, where no operator wording applies. */
const ENGLISH_TAB_TEXTS: WizardTabsTexts = textsOf(LISTING_WIZARD_TABS_TEXTS, undefined);

/** The catalog key of each tab's label (spec §2: details, pricing or pricing and stock, delivery, …). */
const TAB_LABEL_KEYS = {
  details: 'details',
  pricing: 'pricing',
  'pricing-and-stock': 'pricingAndStock',
  delivery: 'delivery',
  location: 'location',
  availability: 'availability',
  files: 'files',
  photos: 'photos',
  style: 'style',
} as const satisfies Record<WizardTabKey, CatalogKey<typeof LISTING_WIZARD_TABS_TEXTS>>;

/** A tab's label, in the texts given (Mercato's English by default). */
export function wizardTabLabel(tab: WizardTabKey, t: WizardTabsTexts = ENGLISH_TAB_TEXTS): string {
  return t(TAB_LABEL_KEYS[tab]);
}

/** Whether a path segment names a wizard type. */
export function isWizardType(value: string | undefined): value is WizardType {
  return (WIZARD_TYPES as readonly string[]).includes(value ?? '');
}

/** Whether a path segment names a wizard tab. */
export function isWizardTabKey(value: string | undefined): value is WizardTabKey {
  return (WIZARD_TAB_KEYS as readonly string[]).includes(value ?? '');
}

/**
 * The tabs of a listing of this type, in order. Booking types (hour, day, night, fixed) are placed
 * and priced, then get a calendar; purchase types sell from stock and are delivered; downloads are
 * priced (they are paid for); inquiries are placed and may show a price. A type whose listings
 * deliver files (`defaultListingFields.files`, issue #29) gets the files tab before the last. A type
 * without images gets a card style instead of photos, and the operator can switch off location,
 * price, pickup and shipping per type (spec §6). Before a type is chosen only details are known.
 */
export function wizardTabsOf(listingType: ListingTypeConfig | null | undefined): WizardTabKey[] {
  if (!listingType) return ['details'];
  const fields = listingType.defaultListingFields;
  const location: WizardTabKey[] = fields?.location === false ? [] : ['location'];
  const pricing: WizardTabKey[] = fields?.price === false ? [] : ['pricing'];
  const delivery: WizardTabKey[] = fields?.pickup === false && fields?.shipping === false ? [] : ['delivery'];
  const files: WizardTabKey[] = fields?.files === true ? ['files'] : [];
  const last: WizardTabKey[] = fields?.images === false ? ['style'] : ['photos'];
  switch (listingType.transactionType.process) {
    case 'default-booking':
      return ['details', ...location, 'pricing', 'availability', ...files, ...last];
    case 'default-purchase':
      return ['details', 'pricing-and-stock', ...delivery, ...files, ...last];
    case 'default-download':
      return ['details', ...location, 'pricing', ...files, ...last];
    default:
      return ['details', ...location, ...pricing, ...files, ...last];
  }
}

/**
 * The tabs the author may open: every tab when editing; for a new listing or a draft, each tab up
 * to and including the first one not yet complete (a tab is reached once all before it are done).
 */
export function reachedTabs(
  tabs: readonly WizardTabKey[],
  wizardType: WizardType,
  isComplete: (tab: WizardTabKey) => boolean,
): WizardTabKey[] {
  if (wizardType === 'edit') return [...tabs];
  const reached: WizardTabKey[] = [];
  for (const tab of tabs) {
    reached.push(tab);
    if (!isComplete(tab)) break;
  }
  return reached;
}

/** The tab after this one, or null on the last. */
export function nextTabOf(tabs: readonly WizardTabKey[], tab: WizardTabKey): WizardTabKey | null {
  const index = tabs.indexOf(tab);
  return index >= 0 && index < tabs.length - 1 ? (tabs[index + 1] ?? null) : null;
}

/** The submit button of a tab (spec §2): Save changes when editing, Publish listing on the last tab, else Next. */
export function submitLabelOf(
  tabs: readonly WizardTabKey[],
  tab: WizardTabKey,
  wizardType: WizardType,
  t: WizardTabsTexts = ENGLISH_TAB_TEXTS,
): string {
  if (wizardType === 'edit') return t('saveChanges');
  return nextTabOf(tabs, tab) === null && tabs.length > 1 ? t('publishListing') : t('next');
}

/** The wizard's path for a listing, type and tab (spec §2 `/l/:slug/:id/:type/:tab`). */
export function wizardPath(
  listing: { id: string; title: string },
  type: WizardType,
  tab: WizardTabKey,
): string {
  return `${listingPath(listing)}/${type}/${tab}`;
}

/** One step of the wizard's navigation. */
export interface WizardNavItem {
  tab: WizardTabKey;
  label: string;
  reached: boolean;
  complete: boolean;
}

/**
 * The steps as shown: the loader's, or — while only the details are known (no type saved yet) and a
 * type is picked in the form — the details followed by that type's tabs, not yet reachable, named
 * in the texts given.
 */
export function previewNav(
  nav: readonly WizardNavItem[],
  listingTypes: readonly ListingTypeConfig[],
  chosenType: string,
  t: WizardTabsTexts = ENGLISH_TAB_TEXTS,
): WizardNavItem[] {
  const type = listingTypes.find((t) => t.listingType === chosenType);
  if (nav.length !== 1 || !type) return [...nav];
  return wizardTabsOf(type).map((tab) => ({
    tab,
    label: wizardTabLabel(tab, t),
    reached: tab === 'details',
    complete: false,
  }));
}

/** The page that starts a new listing (spec §2 `/l/new`). */
export const NEW_LISTING_PATH = '/l/new';
