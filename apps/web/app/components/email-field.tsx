import { EMAIL_FIELD_TEXTS } from '@mercato/core/texts/catalogs/common/email-field';
import { EMAIL_MAX_LENGTH } from '@mercato/core/validators/auth';
import { useTexts } from '../lib/texts.ts';
import { TextField } from './text-field.tsx';

/** The email input every account form has: named `email`, labelled "Email", as browsers autofill it. */
export function EmailField(props: {
  defaultValue?: string | undefined;
  error: string | undefined;
  onValueChange?: (value: string) => void;
}) {
  const t = useTexts(EMAIL_FIELD_TEXTS);
  return (
    <TextField
      name="email"
      label={t('label')}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      defaultValue={props.defaultValue}
      error={props.error}
      onValueChange={props.onValueChange}
    />
  );
}
