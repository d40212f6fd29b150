import { PASSWORD_FIELD_TEXTS } from '@mercato/core/texts/catalogs/common/password-field';
import { PASSWORD_MAX_LENGTH } from '@mercato/core/validators/auth';
import { useTexts } from '../lib/texts.ts';
import { TextField } from './text-field.tsx';

/**
 * A password input. `autoComplete` tells password managers whether to fill the saved password
 * (`current-password`) or offer a new one (`new-password`). Passwords are never written back into
 * the page: after a refused post without scripts they are typed again.
 */
export function PasswordField(props: {
  name?: string;
  label?: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  hint?: string | undefined;
  minLength?: number | undefined;
  required?: boolean;
  onValueChange?: (value: string) => void;
}) {
  const t = useTexts(PASSWORD_FIELD_TEXTS);
  return (
    <TextField
      name={props.name ?? 'password'}
      label={props.label ?? t('label')}
      type="password"
      autoComplete={props.autoComplete}
      minLength={props.minLength}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={props.hint}
      required={props.required ?? true}
      error={props.error}
      onValueChange={props.onValueChange}
    />
  );
}
