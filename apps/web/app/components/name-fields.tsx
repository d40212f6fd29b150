import { NAME_MAX_LENGTH } from '@mercato/core/validators/auth';
import type { FieldErrors } from '../lib/forms/validate-form.ts';
import { TextField } from './text-field.tsx';

/** First and last name side by side, as signup, the identity-provider confirm form and profile settings ask. */
export function NameFields(props: {
  values?: { firstName?: string | undefined; lastName?: string | undefined };
  errors: FieldErrors;
}) {
  return (
    <div className="field-row">
      <TextField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        defaultValue={props.values?.firstName}
        error={props.errors.firstName}
      />
      <TextField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        defaultValue={props.values?.lastName}
        error={props.errors.lastName}
      />
    </div>
  );
}
