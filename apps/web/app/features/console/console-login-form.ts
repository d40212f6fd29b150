import { OperatorLoginSchema, SetOperatorPasswordSchema } from '@mercato/core/contracts/operator';
import { schemaForm } from '../../lib/forms/validate-form.ts';

/** The console login form's parser (core's rules), for the browser and the action. */
export const consoleLoginForm = schemaForm(OperatorLoginSchema, ['email', 'password', 'code']);

/** The set-password form's parser: the link's token (a hidden input) and the new password. */
export const setOperatorPasswordForm = schemaForm(SetOperatorPasswordSchema, ['token', 'password']);
