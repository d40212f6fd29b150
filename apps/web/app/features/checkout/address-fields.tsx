import { ADDRESS_FIELDS_TEXTS } from '@mercato/core/texts/catalogs/transactions/address-fields';
import { type ComponentProps, useState } from 'react';
import { FieldError } from '../../components/field-error.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { useTexts } from '../../lib/texts.ts';
import type { EnteredAddresses } from './checkout-order.server.ts';
import type { PurchaseCheckoutData } from './purchase-checkout.server.ts';

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * One address form, its words by the keys of their texts: where a shipped order goes, or the card
 * holder's billing address.
 */
const ADDRESS_FORMS = {
  shipping: {
    legend: 'shippingLegend',
    prefix: 'shipping',
    name: 'recipientName',
    state: 'shippingState',
    stateRequired: true,
    postalCodeHint: 'shippingPostalCodeHint',
    phone: true,
  },
  billing: {
    legend: 'billingLegend',
    prefix: 'billing',
    name: 'nameOnCard',
    state: 'billingState',
    stateRequired: false,
    postalCodeHint: undefined,
    phone: false,
  },
} as const;

/**
 * An address form (spec §5 Shipping address, billing address), checked as it is typed and on the
 * server; its inputs are named `<shipping|billing>Line1` and so on, autofilled by the browser's
 * address sections.
 */
export function AddressFields(props: {
  kind: keyof typeof ADDRESS_FORMS;
  errors: FieldErrors;
  countries: PurchaseCheckoutData['countries'];
  /** What was typed before the server refused the form, when it drew the page. */
  entered: EnteredAddresses | undefined;
  className?: string;
}) {
  const { errors, entered } = props;
  const t = useTexts(ADDRESS_FIELDS_TEXTS);
  const words = ADDRESS_FORMS[props.kind];
  const name = (field: string) => `${words.prefix}${field}`;
  const auto = (token: string) => `${props.kind} ${token}`;
  // One text input of the address: its name, what was typed and its message follow the field.
  const input = (
    field: string,
    rest: Omit<TextFieldProps, 'name' | 'defaultValue' | 'error' | 'maxLength'> & { maxLength?: number },
  ) => (
    <TextField
      name={name(field)}
      maxLength={200}
      defaultValue={entered?.[name(field)]}
      error={errors[name(field)]}
      {...rest}
    />
  );
  const country = name('Country');
  // The hints follow the chosen country (the server checks the formats of it).
  const [chosen, setChosen] = useState(entered?.[country] ?? 'US');
  const countryName = props.countries.find((option) => option.code === chosen)?.name ?? chosen;
  const postalCodeHint =
    words.postalCodeHint === undefined
      ? undefined
      : chosen === 'US'
        ? t(words.postalCodeHint)
        : t('postalCodeOfCountryHint', { country: countryName });
  return (
    <fieldset className={`checkout__address ${props.className ?? ''}`.trim()}>
      <legend>{t(words.legend)}</legend>
      {input('Name', {
        label: t(words.name),
        autoComplete: props.kind === 'billing' ? 'cc-name' : auto('name'),
      })}
      {input('Line1', { label: t('streetAddress'), autoComplete: auto('address-line1') })}
      {input('Line2', { label: t('addressLine2'), autoComplete: auto('address-line2'), required: false })}
      {input('City', { label: t('city'), autoComplete: auto('address-level2') })}
      {input('State', {
        label: t(words.state),
        autoComplete: auto('address-level1'),
        required: words.stateRequired,
      })}
      {input('PostalCode', {
        label: t('postalCode'),
        autoComplete: auto('postal-code'),
        maxLength: 12,
        hint: postalCodeHint,
      })}
      <div className="field">
        <label htmlFor={country}>{t('country')}</label>
        <select
          id={country}
          name={country}
          autoComplete={auto('country')}
          defaultValue={entered?.[country] ?? 'US'}
          onChange={(event) => setChosen(event.currentTarget.value)}
          aria-invalid={errors[country] ? true : undefined}
          aria-describedby={errors[country] ? `${country}-error` : undefined}
        >
          {props.countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError id={`${country}-error`} message={errors[country]} />
      </div>
      {words.phone
        ? input('Phone', {
            label: t('phone'),
            type: 'tel',
            autoComplete: auto('tel'),
            maxLength: 20,
            required: false,
            hint: t('phoneHint', { country: countryName }),
          })
        : null}
    </fieldset>
  );
}
