import { DETAILS_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/details-tab';
import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_TITLE_MAX_LENGTH,
} from '@mercato/core/validators/listing-details';
import { useState } from 'react';
import { CustomFieldInput } from '../../../components/custom-field-input.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { customFieldInputName } from '../../../lib/forms/custom-fields.ts';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import { WizardTabForm } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';
import {
  categoryChoicesOf,
  categoryIdsOfChoice,
  type DetailsFormValues,
  detailsFieldsOf,
  initialDetailsValues,
  parseDetailsForm,
  validateDetails,
} from './details-tab-form.ts';

/** Whether the stored listing passes the details rules (title, description, type, category, fields). */
export function isDetailsTabComplete(listing: WizardListing, setup: WizardSetup): boolean {
  return validateDetails(initialDetailsValues(listing, setup.config), setup.config).ok;
}

function CategorySelect(props: {
  setup: WizardSetup;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useTexts(DETAILS_TAB_TEXTS);
  const choices = categoryChoicesOf(props.setup.config.categories);
  const groups = [...new Set(choices.map((choice) => choice.group))];
  return (
    <div className="field">
      <label htmlFor="category">{t('categoryLabel')}</label>
      <select
        id="category"
        name="category"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'category-error' : undefined}
      >
        <option value="">{t('chooseCategory')}</option>
        {groups.map((group) => {
          const options = choices.filter((choice) => choice.group === group);
          return options.length === 1 && options[0]?.label === group ? (
            <option key={group} value={options[0].value}>
              {group}
            </option>
          ) : (
            <optgroup key={group} label={group}>
              {options.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      <FieldError id="category-error" message={props.error} />
    </div>
  );
}

/**
 * The details tab (spec §2, §5): title, description, the listing type when the marketplace has
 * several (chosen once: editing keeps it), a category down to a leaf, and the custom listing fields
 * of the chosen type and category. Changing the type or category shows its fields at once with
 * JavaScript; without, the answer to the post shows them.
 */
export function DetailsTab({ listing, setup, actionData, submitLabel, onListingTypeChange }: WizardTabProps) {
  const { config } = setup;
  const t = useTexts(DETAILS_TAB_TEXTS);
  const validation = useFormValidation((form) => parseDetailsForm(form, config).result, actionData?.errors);
  const { errors } = validation;
  const values =
    (actionData?.values as DetailsFormValues | undefined) ?? initialDetailsValues(listing, config);
  const [listingType, setListingType] = useState(values.listingType);
  const [category, setCategory] = useState(values.category);
  const typeFixed = listing !== null && listing.state !== 'draft' && values.listingType !== '';
  const fields = detailsFieldsOf(config.listingFields, listingType, categoryIdsOfChoice(category));

  return (
    <WizardTabForm validation={validation} actionData={actionData} submitLabel={submitLabel}>
      <TextField
        name="title"
        label={t('titleLabel')}
        maxLength={LISTING_TITLE_MAX_LENGTH}
        defaultValue={values.title}
        error={errors.title}
      />
      <div className="field">
        <label htmlFor="description">{t('descriptionLabel')}</label>
        <textarea
          id="description"
          name="description"
          rows={6}
          maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'description-error' : undefined}
        />
        <FieldError id="description-error" message={errors.description} />
      </div>
      {config.listingTypes.length > 1 && !typeFixed ? (
        <div className="field">
          <label htmlFor="listingType">{t('listingTypeLabel')}</label>
          <select
            id="listingType"
            name="listingType"
            value={listingType}
            onChange={(event) => {
              setListingType(event.currentTarget.value);
              onListingTypeChange?.(event.currentTarget.value);
            }}
            aria-invalid={errors.listingType ? true : undefined}
            aria-describedby={errors.listingType ? 'listingType-error' : undefined}
          >
            <option value="">{t('chooseListingType')}</option>
            {config.listingTypes.map((type) => (
              <option key={type.listingType} value={type.listingType}>
                {type.label}
              </option>
            ))}
          </select>
          <FieldError id="listingType-error" message={errors.listingType} />
        </div>
      ) : (
        <>
          <input type="hidden" name="listingType" value={listingType} />
          {typeFixed && config.listingTypes.length > 1 ? (
            <p className="field__hint">
              {t('fixedListingType', {
                listingType:
                  config.listingTypes.find((type) => type.listingType === listingType)?.label ?? listingType,
              })}
            </p>
          ) : null}
          <FieldError id="listingType-error" message={errors.listingType} />
        </>
      )}
      {config.categories.length > 0 ? (
        <CategorySelect setup={setup} value={category} error={errors.category} onChange={setCategory} />
      ) : null}
      {fields.map((field) => (
        <CustomFieldInput
          key={field.key}
          field={field}
          value={values.fields[field.key]}
          error={errors[customFieldInputName(field.key)]}
        />
      ))}
    </WizardTabForm>
  );
}
