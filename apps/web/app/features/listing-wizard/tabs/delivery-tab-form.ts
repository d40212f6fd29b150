import { formatMoneyInputValue } from '@mercato/core/money/money-format';
import {
  type ListingDeliveryForm,
  type ListingDeliveryInput,
  listingDeliveryInputSchema,
} from '@mercato/core/validators/listing-delivery';
import { ADDRESS_NOT_RECOGNISED_MESSAGE } from '@mercato/core/validators/listing-location';
import type { FieldErrors, FormResult } from '../../../lib/forms/validate-form.ts';
import type { WizardListing, WizardSetup } from '../wizard-tab.ts';

/** Which delivery methods the listing type offers (the operator can switch either off, spec §6). */
export interface DeliveryTabSetup {
  currency: string;
  locale: string;
  pickup: boolean;
  shipping: boolean;
}

/** The delivery tab's setup for a listing type. */
export function deliveryTabSetupOf(setup: WizardSetup): DeliveryTabSetup {
  const fields = setup.listingType?.defaultListingFields;
  return {
    currency: setup.config.localization.currency,
    locale: setup.config.localization.locale,
    pickup: fields?.pickup !== false,
    shipping: fields?.shipping !== false,
  };
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The form's starting values: what the listing stores. */
export function initialDeliveryValues(
  listing: WizardListing | null,
  delivery: DeliveryTabSetup,
): ListingDeliveryInput {
  const publicData = listing?.publicData ?? {};
  const location = recordOf(publicData.location);
  const fee = (value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? formatMoneyInputValue({ amount: value, currency: delivery.currency }, delivery.locale)
      : '';
  const origin = listing?.geolocation;
  return {
    pickupEnabled: publicData.pickupEnabled === true,
    shippingEnabled: publicData.shippingEnabled === true,
    address: typeof location.address === 'string' ? location.address : '',
    building: typeof location.building === 'string' ? location.building : '',
    origin: origin && typeof location.address === 'string' ? `${origin.lat},${origin.lng}` : '',
    shippingPriceOneItem: fee(publicData.shippingPriceInSubunitsOneItem),
    shippingPriceAdditionalItems: fee(publicData.shippingPriceInSubunitsAdditionalItems),
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The point a picked suggestion left in the hidden `lat` and `lng` inputs, as core reads it ('lat,lng'). */
function originText(lat: string, lng: string): string {
  return lat.trim() !== '' && lng.trim() !== '' ? `${lat.trim()},${lng.trim()}` : '';
}

/**
 * Reads the posted form; a method the type does not offer counts as not ticked. The address inputs
 * are named as the places address field names them (`address`, hidden `lat` and `lng`, `building`).
 */
export function readDeliveryForm(form: FormData, delivery: DeliveryTabSetup): ListingDeliveryInput {
  return {
    pickupEnabled: delivery.pickup && form.get('pickupEnabled') === 'on',
    shippingEnabled: delivery.shipping && form.get('shippingEnabled') === 'on',
    address: text(form, 'address'),
    building: text(form, 'building'),
    origin: originText(text(form, 'lat'), text(form, 'lng')),
    shippingPriceOneItem: text(form, 'shippingPriceOneItem'),
    shippingPriceAdditionalItems: text(form, 'shippingPriceAdditionalItems'),
  };
}

/** The input of a schema issue path. */
export function deliveryInputOf(path: readonly PropertyKey[]): string {
  const [first] = path;
  if (first === 'location') return 'address';
  if (first === 'shippingPriceInSubunitsOneItem') return 'shippingPriceOneItem';
  if (first === 'shippingPriceInSubunitsAdditionalItems') return 'shippingPriceAdditionalItems';
  return String(first ?? 'form');
}

/** Checks the delivery form with core's schema (spec §5: recognised pickup address, both shipping fees). */
export function validateDelivery(
  values: ListingDeliveryInput,
  delivery: DeliveryTabSetup,
): FormResult<ListingDeliveryForm> {
  const result = listingDeliveryInputSchema(delivery.currency, delivery.locale).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[deliveryInputOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The whole check of a posted delivery form, for the browser and the action alike. */
export function parseDeliveryForm(form: FormData, delivery: DeliveryTabSetup) {
  const values = readDeliveryForm(form, delivery);
  return { values, result: validateDelivery(values, delivery) };
}

/**
 * The browser's check before posting: the whole check, except that a typed pickup address without
 * the point of a picked suggestion is let through — the server looks it up (and says so when it
 * finds nothing), as the location tab's save does, so an address typed while suggestions were not
 * available still reaches it.
 */
export function checkDeliveryFormInBrowser(form: FormData, delivery: DeliveryTabSetup): FormResult<unknown> {
  const { values, result } = parseDeliveryForm(form, delivery);
  if (result.ok || !values.pickupEnabled || values.address.trim() === '' || values.origin !== '')
    return result;
  const { address, ...others } = result.errors;
  if (address !== ADDRESS_NOT_RECOGNISED_MESSAGE) return result;
  return Object.keys(others).length === 0 ? { ok: true, data: null } : { ok: false, errors: others };
}

/**
 * The listing attributes of parsed delivery: the methods, the fees while shipping (removed when not),
 * and for pickup the address and its point, which also places the listing on the map.
 */
export function deliveryAttributes(delivery: ListingDeliveryForm) {
  const shipping = delivery.shippingEnabled;
  const pickup = delivery.pickupEnabled ? delivery.location : undefined;
  const location = pickup as
    | { address: string; origin?: { lat: number; lng: number }; building?: string }
    | undefined;
  return {
    geolocation: location?.origin ?? null,
    publicData: {
      pickupEnabled: delivery.pickupEnabled,
      shippingEnabled: shipping,
      shippingPriceInSubunitsOneItem: shipping ? (delivery.shippingPriceInSubunitsOneItem ?? null) : null,
      shippingPriceInSubunitsAdditionalItems: shipping
        ? (delivery.shippingPriceInSubunitsAdditionalItems ?? null)
        : null,
      location: location
        ? { address: location.address, ...(location.building ? { building: location.building } : {}) }
        : null,
    },
  };
}

/** Whether the stored listing has a delivery method with what it needs. */
export function isDeliveryComplete(listing: WizardListing, setup: WizardSetup): boolean {
  const delivery = deliveryTabSetupOf(setup);
  return validateDelivery(initialDeliveryValues(listing, delivery), delivery).ok;
}
