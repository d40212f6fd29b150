import { PASSWORD_MAX_LENGTH } from '@mercato/core/validators/auth';
import { TextField } from '../../components/text-field.tsx';

/** The current password an account change is confirmed with (email change, password change). */
export function CurrentPasswordField(props: {
  error: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  return (
    <TextField
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
      maxLength={PASSWORD_MAX_LENGTH}
      hint={props.hint}
      required={props.required ?? true}
      error={props.error}
    />
  );
}
