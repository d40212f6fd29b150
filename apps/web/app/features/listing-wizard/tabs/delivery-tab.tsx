import { DELIVERY_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/delivery-tab';
import type { ReactNode } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import { AddressField } from '../../places/address-field.tsx';
import type { LatLng } from '../../places/place.ts';
import { WizardTabForm } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';
import {
  checkDeliveryFormInBrowser,
  deliveryTabSetupOf,
  initialDeliveryValues,
  isDeliveryComplete,
} from './delivery-tab-form.ts';

/** Whether the stored listing offers pickup (with a recognised address) or shipping (with its fees). */
export function isDeliveryTabComplete(listing: WizardListing, setup: WizardSetup): boolean {
  return isDeliveryComplete(listing, setup);
}

/** The point stored or posted with the pickup address ('lat,lng'), as the address field takes it. */
function latLngOf(origin: string): LatLng | null {
  const [lat, lng] = origin.split(',').map(Number);
  return origin !== '' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat: lat as number, lng: lng as number }
    : null;
}

/**
 * The pickup address: the places address field of the location tab (suggestions from the
 * marketplace's address search, the picked point in hidden `lat`/`lng`; without JavaScript the
 * server looks the typed text up), and an optional building.
 */
function PickupAddressField(props: {
  address: string;
  building: string;
  origin: string;
  errors: Record<string, string | undefined>;
  onEdit: () => void;
}) {
  const t = useTexts(DELIVERY_TAB_TEXTS);
  return (
    <>
      <AddressField
        label={t('pickupAddressLabel')}
        hint={t('pickupAddressHint')}
        defaultAddress={props.address}
        defaultOrigin={latLngOf(props.origin)}
        error={props.errors.address}
        onEdit={props.onEdit}
      />
      <div className="field">
        <label htmlFor="building">{t('buildingLabel')}</label>
        <input id="building" name="building" type="text" maxLength={200} defaultValue={props.building} />
      </div>
    </>
  );
}

/** The shipping fees' inputs and labels: one item, and each additional item. */
const SHIPPING_FEES = [
  ['shippingPriceOneItem', 'shippingFeeOneItem'],
  ['shippingPriceAdditionalItems', 'shippingFeeAdditionalItems'],
] as const;

/** One way of delivery: its checkbox, and under it what that way asks for. */
function DeliveryMethod(props: { name: string; label: string; checked: boolean; children: ReactNode }) {
  return (
    <div className="wizard-tab__method">
      <div className="choice-group__option">
        <input id={props.name} name={props.name} type="checkbox" defaultChecked={props.checked} />
        <label htmlFor={props.name} className="wizard-tab__method-title">
          {props.label}
        </label>
      </div>
      {props.children}
    </div>
  );
}

/**
 * The delivery tab of purchase listings (spec §2, §5): pickup from a recognised address, shipping
 * with a fee for one item and one for each additional item — at least one of the two.
 */
export function DeliveryTab({ listing, setup, actionData, submitLabel }: WizardTabProps) {
  const t = useTexts(DELIVERY_TAB_TEXTS);
  const delivery = deliveryTabSetupOf(setup);
  const validation = useFormValidation(
    (form) => checkDeliveryFormInBrowser(form, delivery),
    actionData?.errors,
  );
  const { errors, clearError } = validation;
  const values =
    (actionData?.values as ReturnType<typeof initialDeliveryValues> | undefined) ??
    initialDeliveryValues(listing, delivery);
  return (
    <WizardTabForm validation={validation} actionData={actionData} submitLabel={submitLabel}>
      <fieldset aria-describedby={errors.pickupEnabled ? 'pickupEnabled-error' : undefined}>
        <legend>{t('methodsLegend')}</legend>
        <FieldError id="pickupEnabled-error" message={errors.pickupEnabled} />
        {delivery.pickup ? (
          <DeliveryMethod name="pickupEnabled" label={t('pickup')} checked={values.pickupEnabled}>
            <PickupAddressField
              address={values.address}
              building={values.building}
              origin={values.origin}
              errors={errors}
              onEdit={() => clearError('address')}
            />
          </DeliveryMethod>
        ) : null}
        {delivery.shipping ? (
          <DeliveryMethod name="shippingEnabled" label={t('shipping')} checked={values.shippingEnabled}>
            {SHIPPING_FEES.map(([name, label]) => (
              <MoneyField
                key={name}
                name={name}
                label={t(label)}
                currency={delivery.currency}
                defaultValue={values[name]}
                error={errors[name]}
              />
            ))}
          </DeliveryMethod>
        ) : null}
      </fieldset>
    </WizardTabForm>
  );
}
