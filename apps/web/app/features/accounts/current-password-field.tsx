import { ACCOUNT_SETTINGS_TEXTS } from '@mercato/core/texts/catalogs/accounts/account-settings';
import { PasswordField } from '../../components/password-field.tsx';
import { useTexts } from '../../lib/texts.ts';

/** The current password an account change is confirmed with (email change, password change). */
export function CurrentPasswordField(props: {
  error: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  const t = useTexts(ACCOUNT_SETTINGS_TEXTS);
  return (
    <PasswordField
      name="currentPassword"
      label={t('currentPassword')}
      autoComplete="current-password"
      {...props}
    />
  );
}
