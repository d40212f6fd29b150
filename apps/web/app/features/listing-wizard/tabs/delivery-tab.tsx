import { DELIVERY_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/delivery-tab';
import { Form } from 'react-router';
import { FieldError } from '../../../components/field-error.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import { AddressField } from '../../places/address-field.tsx';
import type { LatLng } from '../../places/place.ts';
import { WizardSubmitButton, WizardTabMessages } from '../wizard-form-parts.tsx';
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

/**
 * The delivery tab of purchase listings (spec §2, §5): pickup from a recognised address, shipping
 * with a fee for one item and one for each additional item — at least one of the two.
 */
export function DeliveryTab({ listing, setup, actionData, submitLabel }: WizardTabProps) {
  const t = useTexts(DELIVERY_TAB_TEXTS);
  const delivery = deliveryTabSetupOf(setup);
  const { errors, onChange, onSubmit, submitting, clearError } = useFormValidation(
    (form) => checkDeliveryFormInBrowser(form, delivery),
    actionData?.errors,
  );
  const values =
    (actionData?.values as ReturnType<typeof initialDeliveryValues> | undefined) ??
    initialDeliveryValues(listing, delivery);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form wizard-tab">
      <WizardTabMessages actionData={actionData} />
      <fieldset aria-describedby={errors.pickupEnabled ? 'pickupEnabled-error' : undefined}>
        <legend>{t('methodsLegend')}</legend>
        <FieldError id="pickupEnabled-error" message={errors.pickupEnabled} />
        {delivery.pickup ? (
          <div className="wizard-tab__method">
            <div className="choice-group__option">
              <input
                id="pickupEnabled"
                name="pickupEnabled"
                type="checkbox"
                defaultChecked={values.pickupEnabled}
              />
              <label htmlFor="pickupEnabled" className="wizard-tab__method-title">
                {t('pickup')}
              </label>
            </div>
            <PickupAddressField
              address={values.address}
              building={values.building}
              origin={values.origin}
              errors={errors}
              onEdit={() => clearError('address')}
            />
          </div>
        ) : null}
        {delivery.shipping ? (
          <div className="wizard-tab__method">
            <div className="choice-group__option">
              <input
                id="shippingEnabled"
                name="shippingEnabled"
                type="checkbox"
                defaultChecked={values.shippingEnabled}
              />
              <label htmlFor="shippingEnabled" className="wizard-tab__method-title">
                {t('shipping')}
              </label>
            </div>
            <MoneyField
              name="shippingPriceOneItem"
              label={t('shippingFeeOneItem')}
              currency={delivery.currency}
              defaultValue={values.shippingPriceOneItem}
              error={errors.shippingPriceOneItem}
            />
            <MoneyField
              name="shippingPriceAdditionalItems"
              label={t('shippingFeeAdditionalItems')}
              currency={delivery.currency}
              defaultValue={values.shippingPriceAdditionalItems}
              error={errors.shippingPriceAdditionalItems}
            />
          </div>
        ) : null}
      </fieldset>
      <WizardSubmitButton label={submitLabel} submitting={submitting} />
    </Form>
  );
}
