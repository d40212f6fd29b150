import { NAME_FIELDS_TEXTS } from '@mercato/core/texts/catalogs/common/name-fields';
import { NAME_MAX_LENGTH } from '@mercato/core/validators/auth';
import type { FieldErrors } from '../lib/forms/validate-form.ts';
import { useTexts } from '../lib/texts.ts';
import { TextField } from './text-field.tsx';

const NAMES = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

/** First and last name side by side, as signup, the identity-provider confirm form and profile settings ask. */
export function NameFields(props: {
  values?: { firstName?: string | undefined; lastName?: string | undefined };
  errors: FieldErrors;
}) {
  const t = useTexts(NAME_FIELDS_TEXTS);
  return (
    <div className="field-row">
      {NAMES.map((input) => (
        <TextField
          key={input.name}
          {...input}
          label={t(input.name)}
          maxLength={NAME_MAX_LENGTH}
          defaultValue={props.values?.[input.name]}
          error={props.errors[input.name]}
        />
      ))}
    </div>
  );
}
