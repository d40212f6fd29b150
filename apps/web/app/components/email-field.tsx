import { EMAIL_MAX_LENGTH } from '@mercato/core/validators/auth';
import { TextField } from './text-field.tsx';

/** The email input every account form has: named `email`, labelled "Email", as browsers autofill it. */
export function EmailField(props: {
  defaultValue?: string | undefined;
  error: string | undefined;
  onValueChange?: (value: string) => void;
}) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      defaultValue={props.defaultValue}
      error={props.error}
      onValueChange={props.onValueChange}
    />
  );
}
