import { PasswordField } from '../../components/password-field.tsx';

/** The current password an account change is confirmed with (email change, password change). */
export function CurrentPasswordField(props: {
  error: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  return (
    <PasswordField
      name="currentPassword"
      label="Current password"
      autoComplete="current-password"
      {...props}
    />
  );
}
