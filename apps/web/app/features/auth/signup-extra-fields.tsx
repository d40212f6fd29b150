import type { UserFieldConfig } from '@mercato/core/config/user-fields';
import { SIGNUP_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/signup-page';
import { CUSTOM_FIELD_INPUT_TEXTS } from '@mercato/core/texts/catalogs/common/custom-field-input';
import { NAME_MAX_LENGTH } from '@mercato/core/validators/auth';
import { PHONE_NUMBER_MAX_LENGTH } from '@mercato/core/validators/contact-details';
import { FieldError } from '../../components/field-error.tsx';
import { TextField } from '../../components/text-field.tsx';
import { customFieldInputName } from '../../lib/forms/custom-fields.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { useTexts } from '../../lib/texts.ts';
import type { SignupConfig, SignupLayout } from './signup-form.ts';

function CustomFieldInput({ field, error }: { field: UserFieldConfig; error: string | undefined }) {
  const t = useTexts(SIGNUP_PAGE_TEXTS);
  const choice = useTexts(CUSTOM_FIELD_INPUT_TEXTS);
  const name = customFieldInputName(field.key);
  const id = `field-${field.key}`;
  const label = field.saveConfig?.label ?? field.key;
  const required = field.saveConfig?.isRequired === true;
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  if (field.schemaType === 'enum' || field.schemaType === 'boolean') {
    const options =
      field.schemaType === 'boolean'
        ? [
            { option: 'true', label: choice('yes') },
            { option: 'false', label: choice('no') },
          ]
        : (field.enumOptions ?? []).map((o) => ({ option: String(o.option), label: o.label }));
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name}
          defaultValue=""
          aria-invalid={invalid}
          aria-describedby={describedBy}
          required={required}
        >
          <option value="">{field.saveConfig?.placeholderMessage ?? t('choose')}</option>
          {options.map((o) => (
            <option key={o.option} value={o.option}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  if (field.schemaType === 'multi-enum') {
    return (
      <fieldset className="field" aria-invalid={invalid} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {(field.enumOptions ?? []).map((o) => (
          <label key={String(o.option)} className="field--checkbox">
            <input type="checkbox" name={name} value={String(o.option)} /> {o.label}
          </label>
        ))}
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={
          field.schemaType === 'long' ? 'number' : field.schemaType === 'youtubeVideoUrl' ? 'url' : 'text'
        }
        min={field.numberConfig?.minimum}
        max={field.numberConfig?.maximum}
        step={field.schemaType === 'long' ? 1 : undefined}
        placeholder={field.saveConfig?.placeholderMessage}
        required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The signup fields that depend on the marketplace config: account type, display name and phone
 * where the type asks for them, and the type's custom fields (spec §5 Signup).
 */
export function SignupExtraFields(props: {
  config: SignupConfig;
  layout: SignupLayout;
  userTypeFixed: boolean;
  errors: FieldErrors;
  onUserTypeChange: (userType: string) => void;
}) {
  const t = useTexts(SIGNUP_PAGE_TEXTS);
  const { config, layout, errors } = props;
  return (
    <>
      {config.userTypes.length > 0 && !props.userTypeFixed ? (
        <div className="field">
          <label htmlFor="userType">{t('accountType')}</label>
          <select
            id="userType"
            name="userType"
            defaultValue={layout.userType ?? ''}
            onChange={(event) => props.onUserTypeChange(event.currentTarget.value)}
            aria-invalid={errors.userType ? true : undefined}
            aria-describedby={errors.userType ? 'userType-error' : undefined}
          >
            <option value="" disabled>
              {t('chooseAccountType')}
            </option>
            {config.userTypes.map((type) => (
              <option key={type.userType} value={type.userType}>
                {type.label}
              </option>
            ))}
          </select>
          <FieldError id="userType-error" message={errors.userType} />
        </div>
      ) : null}
      {layout.displayName.shown ? (
        <TextField
          name="displayName"
          label={layout.displayName.required ? t('displayName') : t('displayNameOptional')}
          maxLength={NAME_MAX_LENGTH}
          required={layout.displayName.required}
          error={errors.displayName}
        />
      ) : null}
      {layout.phoneNumber.shown ? (
        <TextField
          name="phoneNumber"
          label={layout.phoneNumber.required ? t('phoneNumber') : t('phoneNumberOptional')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_NUMBER_MAX_LENGTH}
          required={layout.phoneNumber.required}
          error={errors.phoneNumber}
        />
      ) : null}
      {layout.fields.map((field) => (
        <CustomFieldInput key={field.key} field={field} error={errors[customFieldInputName(field.key)]} />
      ))}
    </>
  );
}
