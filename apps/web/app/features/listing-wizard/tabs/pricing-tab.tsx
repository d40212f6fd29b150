import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { formatMoney } from '@mercato/core/money/money-format';
import { PRICING_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/pricing-tab';
import { isInfiniteStockType } from '@mercato/core/validators/listing-stock';
import {
  MIN_BOOKING_LENGTH_MINUTES,
  PRICE_VARIANT_NAME_MAX_LENGTH,
} from '@mercato/core/validators/price-variations';
import { type InputHTMLAttributes, type MouseEvent, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import { WizardTabForm } from '../wizard-form-parts.tsx';
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

/** One input of a variation row, named by its index and field, with its error under it. */
function VariantInput(
  props: {
    index: number;
    field: Parameters<typeof variantInputName>[1];
    label: string;
    defaultValue: string | undefined;
    errors: Record<string, string | undefined>;
  } & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'step' | 'maxLength'>,
) {
  const { index, field, label, defaultValue, errors, ...input } = props;
  const name = variantInputName(index, field);
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        {...input}
        defaultValue={defaultValue}
        aria-invalid={errors[name] ? true : undefined}
      />
      <FieldError id={`${name}-error`} message={errors[name]} />
    </div>
  );
}

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
          <VariantInput
            index={index}
            field="name"
            label={t('variantName')}
            type="text"
            maxLength={PRICE_VARIANT_NAME_MAX_LENGTH}
            defaultValue={row.variant.name}
            errors={props.errors}
          />
          <MoneyField
            name={variantInputName(index, 'price')}
            label={t('variantPrice')}
            currency={props.pricing.currency}
            defaultValue={row.variant.price}
            error={props.errors[variantInputName(index, 'price')]}
          />
          <VariantInput
            index={index}
            type="number"
            inputMode="numeric"
            errors={props.errors}
            {...(props.pricing.itemVariants
              ? { field: 'stock', label: t('variantStock'), min: 0, step: 1, defaultValue: row.variant.stock }
              : {
                  field: 'bookingLengthInMinutes',
                  label: t('variantMinutes'),
                  min: MIN_BOOKING_LENGTH_MINUTES,
                  step: 5,
                  defaultValue: row.variant.bookingLengthInMinutes,
                })}
          />
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
  const validation = useFormValidation((form) => parsePricingForm(form, pricing).result, actionData?.errors);
  const { errors } = validation;
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
    <WizardTabForm validation={validation} actionData={actionData} submitLabel={submitLabel}>
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
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
    </WizardTabForm>
  );
}
