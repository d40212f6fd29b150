import { PasswordChangeFormSchema } from '@mercato/core/validators/password';
import { schemaForm } from '../../lib/forms/validate-form.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The password change form's parser (core rules), for the browser and the action. */
export const passwordChangeForm = schemaForm(PasswordChangeFormSchema, FIELDS);

/** The API path of a refused change → the input it belongs to. */
export function passwordChangeInputOf(path: string): string | undefined {
  return (FIELDS as readonly string[]).find((field) => field === path);
}
