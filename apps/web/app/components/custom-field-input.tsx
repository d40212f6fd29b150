import type { EnumOption, FieldSchemaType, NumberConfig } from '@mercato/core/config/field-common';
import { CUSTOM_FIELD_INPUT_TEXTS } from '@mercato/core/texts/catalogs/common/custom-field-input';
import type { ReactElement } from 'react';
import { customFieldInputName, type FieldFormValue } from '../lib/forms/custom-fields.ts';
import { useTexts } from '../lib/texts.ts';
import { FieldError } from './field-error.tsx';

/** What the input needs to know of a custom field, user field (signup, profile) or listing field. */
export interface CustomFieldInputConfig {
  key: string;
  schemaType: FieldSchemaType;
  enumOptions?: EnumOption[] | undefined;
  numberConfig?: NumberConfig | undefined;
  showConfig?: { label?: string | undefined } | undefined;
  saveConfig?:
    | {
        label?: string | undefined;
        placeholderMessage?: string | undefined;
        isRequired?: boolean | undefined;
      }
    | undefined;
}

interface CustomFieldInputProps {
  field: CustomFieldInputConfig;
  value: FieldFormValue | undefined;
  error: string | undefined;
}

/** The label an operator gave the field for forms, else its profile label, else its key. */
function labelOf(field: CustomFieldInputConfig): string {
  return field.saveConfig?.label || field.showConfig?.label || field.key;
}

function textOf(value: FieldFormValue | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** A group of radios or checkboxes, labelled by a legend, with the group's error under it. */
function ChoiceGroup(props: {
  field: CustomFieldInputConfig;
  error: string | undefined;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  isChecked: (value: string) => boolean;
}) {
  const { field, error } = props;
  const name = customFieldInputName(field.key);
  const errorId = `field-${field.key}-error`;
  return (
    <fieldset className="field choice-group" aria-describedby={error ? errorId : undefined}>
      <legend>{labelOf(field)}</legend>
      {props.options.map((option) => {
        const id = `field-${field.key}-${option.value}`;
        return (
          <div key={option.value} className="choice-group__option">
            <input
              id={id}
              name={name}
              type={props.type}
              value={option.value}
              defaultChecked={props.isChecked(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The input of one custom field, by its schema type (spec §3 user and listing field config): text area,
 * number within the configured bounds, yes/no radios, a select, checkboxes, or a YouTube URL.
 */
export function CustomFieldInput({ field, value, error }: CustomFieldInputProps) {
  const t = useTexts(CUSTOM_FIELD_INPUT_TEXTS);
  const name = customFieldInputName(field.key);
  const id = `field-${field.key}`;
  const errorId = `${id}-error`;
  const required = field.saveConfig?.isRequired === true;
  const options = (field.enumOptions ?? []).map((option) => ({ value: option.option, label: option.label }));
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };

  if (field.schemaType === 'boolean') {
    return (
      <ChoiceGroup
        field={field}
        error={error}
        type="radio"
        options={[
          { value: 'true', label: t('yes') },
          { value: 'false', label: t('no') },
        ]}
        isChecked={(option) => textOf(value) === option}
      />
    );
  }
  if (field.schemaType === 'multi-enum') {
    const ticked = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <ChoiceGroup
        field={field}
        error={error}
        type="checkbox"
        options={options}
        isChecked={(option) => ticked.includes(option)}
      />
    );
  }

  let input: ReactElement;
  switch (field.schemaType) {
    case 'enum':
      input = (
        <select {...common} defaultValue={textOf(value)}>
          <option value="">{field.saveConfig?.placeholderMessage || t('chooseOption')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'long':
      input = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.numberConfig?.minimum}
          max={field.numberConfig?.maximum}
          step={field.numberConfig?.step ?? 1}
          placeholder={field.saveConfig?.placeholderMessage}
          defaultValue={textOf(value)}
        />
      );
      break;
    case 'youtubeVideoUrl':
      input = (
        <input
          {...common}
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder={field.saveConfig?.placeholderMessage || 'https://www.youtube.com/watch?v=…'}
          defaultValue={textOf(value)}
        />
      );
      break;
    default:
      input = (
        <textarea
          {...common}
          rows={3}
          maxLength={5000}
          placeholder={field.saveConfig?.placeholderMessage}
          defaultValue={textOf(value)}
        />
      );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{labelOf(field)}</label>
      {input}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
