import { LoginFormSchema } from '@mercato/core/validators/auth';
import { schemaForm } from '../../lib/forms/validate-form.ts';

/** The login form's parser (core rules), for the browser and the action. */
export const loginForm = schemaForm(LoginFormSchema, ['email', 'password']);

/** The login input an API error path belongs to (the token endpoint calls the email `username`). */
export function loginInputOf(path: string): string | undefined {
  if (path === 'username' || path === 'email') return 'email';
  return path === 'password' ? 'password' : undefined;
}
