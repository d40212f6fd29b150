import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { formatMoney } from '@mercato/core/money/money-format';
import { PRICING_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/pricing-tab';
import { isInfiniteStockType } from '@mercato/core/validators/listing-stock';
import {
  MIN_BOOKING_LENGTH_MINUTES,
  PRICE_VARIANT_NAME_MAX_LENGTH,
} from '@mercato/core/validators/price-variations';
import { type MouseEvent, useState } from 'react';
import { Form } from 'react-router';
import { FieldError } from '../../../components/field-error.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import { WizardSubmitButton, WizardTabMessages } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';
import {
  ADD_VARIANT_INTENT,
  initialPricingValues,
  isPricingComplete,
  type PricingFormValues,
  type PricingTabSetup,
  parsePricingForm,
  pricingTabSetupOf,
  REMOVE_VARIANT_INTENT_PREFIX,
  variantInputName,
} from './pricing-tab-form.ts';

/** Whether the stored listing has its price (or variants) and, for stock types, its stock. */
export function isPricingTabComplete(listing: WizardListing, setup: WizardSetup): boolean {
  return isPricingComplete(listing, setup);
}

let rowKeys = 0;
const newRowKey = () => `variant-${rowKeys++}`;

/** The price variation rows: name, price and booking length, added and removed with or without JavaScript. */
function PriceVariantRows(props: {
  pricing: PricingTabSetup;
  values: PricingFormValues;
  errors: Record<string, string | undefined>;
}) {
  const t = useTexts(PRICING_TAB_TEXTS);
  const [rows, setRows] = useState(() =>
    props.values.variants.map((variant) => ({ key: newRowKey(), variant })),
  );
  const add = (event: MouseEvent) => {
    event.preventDefault();
    setRows((current) => [
      ...current,
      {
        key: newRowKey(),
        variant: {
          name: '',
          price: '',
          bookingLengthInMinutes: '',
          ...(props.pricing.itemVariants ? { stock: '' } : {}),
        },
      },
    ]);
  };
  const remove = (event: MouseEvent, key: string) => {
    event.preventDefault();
    setRows((current) => current.filter((row) => row.key !== key));
  };
  return (
    <fieldset
      className="price-variants"
      aria-describedby={props.errors.variants ? 'variants-error' : undefined}
    >
      <legend>{props.pricing.itemVariants ? t('versionsLegend') : t('variationsLegend')}</legend>
      <p className="field__hint">
        {props.pricing.itemVariants
          ? t('versionsHint')
          : t('variationsHint', { minutes: MIN_BOOKING_LENGTH_MINUTES })}
      </p>
      {rows.map((row, index) => (
        <div key={row.key} className="price-variant" data-testid="price-variant">
          <div className="field">
            <label htmlFor={variantInputName(index, 'name')}>{t('variantName')}</label>
            <input
              id={variantInputName(index, 'name')}
              name={variantInputName(index, 'name')}
              type="text"
              maxLength={PRICE_VARIANT_NAME_MAX_LENGTH}
              defaultValue={row.variant.name}
              aria-invalid={props.errors[variantInputName(index, 'name')] ? true : undefined}
            />
            <FieldError
              id={`${variantInputName(index, 'name')}-error`}
              message={props.errors[variantInputName(index, 'name')]}
            />
          </div>
          <MoneyField
            name={variantInputName(index, 'price')}
            label={t('variantPrice')}
            currency={props.pricing.currency}
            defaultValue={row.variant.price}
            error={props.errors[variantInputName(index, 'price')]}
          />
          {props.pricing.itemVariants ? (
            <div className="field">
              <label htmlFor={variantInputName(index, 'stock')}>{t('variantStock')}</label>
              <input
                id={variantInputName(index, 'stock')}
                name={variantInputName(index, 'stock')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={row.variant.stock}
                aria-invalid={props.errors[variantInputName(index, 'stock')] ? true : undefined}
              />
              <FieldError
                id={`${variantInputName(index, 'stock')}-error`}
                message={props.errors[variantInputName(index, 'stock')]}
              />
            </div>
          ) : (
            <div className="field">
              <label htmlFor={variantInputName(index, 'bookingLengthInMinutes')}>{t('variantMinutes')}</label>
              <input
                id={variantInputName(index, 'bookingLengthInMinutes')}
                name={variantInputName(index, 'bookingLengthInMinutes')}
                type="number"
                inputMode="numeric"
                min={MIN_BOOKING_LENGTH_MINUTES}
                step={5}
                defaultValue={row.variant.bookingLengthInMinutes}
                aria-invalid={
                  props.errors[variantInputName(index, 'bookingLengthInMinutes')] ? true : undefined
                }
              />
              <FieldError
                id={`${variantInputName(index, 'bookingLengthInMinutes')}-error`}
                message={props.errors[variantInputName(index, 'bookingLengthInMinutes')]}
              />
            </div>
          )}
          {rows.length > 1 ? (
            <button
              type="submit"
              name="intent"
              value={`${REMOVE_VARIANT_INTENT_PREFIX}${index}`}
              formNoValidate
              className="button button--quiet button--small"
              onClick={(event) => remove(event, row.key)}
            >
              {t('removeVariant')}
            </button>
          ) : (
            <span />
          )}
        </div>
      ))}
      <FieldError id="variants-error" message={props.errors.variants} />
      <button
        type="submit"
        name="intent"
        value={ADD_VARIANT_INTENT}
        formNoValidate
        className="button button--quiet button--small price-variants__add"
        onClick={add}
      >
        {props.pricing.itemVariants ? t('addVersion') : t('addVariation')}
      </button>
    </fieldset>
  );
}

function StockField(props: {
  pricing: PricingTabSetup;
  values: PricingFormValues;
  error: string | undefined;
}) {
  const t = useTexts(PRICING_TAB_TEXTS);
  const stock = props.pricing.stock;
  if (!stock) return null;
  if (!stock.asksTotal) {
    return (
      <p className="field__hint" data-testid="stock-note">
        {isInfiniteStockType(stock.type) ? t('neverOutOfStock') : t('oneItem')}
      </p>
    );
  }
  return (
    <div className="field">
      <label htmlFor="stock">{t('stockLabel')}</label>
      <p id="stock-hint" className="field__hint">
        {t('stockHint')}
      </p>
      <input
        id="stock"
        name="stock"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={props.values.stock}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'stock-hint stock-error' : 'stock-hint'}
      />
      <FieldError id="stock-error" message={props.error} />
    </div>
  );
}

/**
 * The pricing tab, or 'pricing and stock' for purchase types (spec §2, §5): the price in the
 * marketplace currency and at least its minimum, or price variations where the type has them;
 * the stock where the type counts items. A listing priced in another currency says its price
 * cannot be edited.
 */
export function PricingTab({ listing, setup, actionData, submitLabel }: WizardTabProps) {
  const t = useTexts(PRICING_TAB_TEXTS);
  const pricing = pricingTabSetupOf(setup, listing);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    (form) => parsePricingForm(form, pricing).result,
    actionData?.errors,
  );
  const values =
    (actionData?.values as PricingFormValues | undefined) ?? initialPricingValues(listing, pricing);
  const unit = setup.listingType?.transactionType.unitType;
  const minimum =
    pricing.minimumPriceSubUnits > 0
      ? t('minimumPrice', {
          price: formatMoney(
            { amount: pricing.minimumPriceSubUnits, currency: pricing.currency },
            pricing.locale,
          ),
        })
      : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form wizard-tab">
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <WizardTabMessages actionData={actionData} />
      <input type="hidden" name="oldStock" value={values.oldStock} />
      {pricing.hasPrice && pricing.currencyMismatch ? (
        <p className="wizard__notice" data-testid="currency-mismatch">
          {SCREEN_ERROR_MESSAGES['listing.currencyMismatch']}
        </p>
      ) : null}
      {pricing.hasPrice && !pricing.currencyMismatch && !pricing.variants ? (
        <MoneyField
          name="price"
          label={t('priceLabel', { unit: unit ?? '' })}
          currency={pricing.currency}
          defaultValue={values.price}
          error={errors.price}
          hint={minimum}
        />
      ) : null}
      {pricing.hasPrice && !pricing.currencyMismatch && pricing.variants ? (
        <PriceVariantRows pricing={pricing} values={values} errors={errors} />
      ) : null}
      {pricing.itemVariants ? null : <StockField pricing={pricing} values={values} error={errors.stock} />}
      <WizardSubmitButton label={submitLabel} submitting={submitting} />
    </Form>
  );
}
