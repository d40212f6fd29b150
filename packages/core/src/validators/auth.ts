import { z } from 'zod';
import { ExtendedDataSchema } from './extended-data.ts';
import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacters } from './visible-text.ts';

/** Password length bounds of signup, password change and reset (spec §5; issue #2). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound keeps hashing cost bounded for hostile inputs. */
export const PASSWORD_MAX_LENGTH = 256;
/** Longest first, last or display name we store. */
export const NAME_MAX_LENGTH = 100;
/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest profile bio. */
export const BIO_MAX_LENGTH = 5000;

/** The messages of the account forms' rules (spec §5). */
export const AUTH_MESSAGES = {
  required: 'this field is required',
  invalidEmail: 'please enter a valid email address',
  acceptTerms: 'you need to accept the terms of service',
  nameTooLong: `must be ${NAME_MAX_LENGTH} characters or less`,
  emailTooLong: `must be ${EMAIL_MAX_LENGTH} characters or less`,
  passwordTooShort: `password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `password must be ${PASSWORD_MAX_LENGTH} characters or less`,
  bioTooLong: `bio must be ${BIO_MAX_LENGTH} characters or less`,
} as const;

/** A person's name: trimmed, non-empty, bounded, with nothing hidden in it. */
export const NameSchema = z
  .string({ error: AUTH_MESSAGES.required })
  .trim()
  .min(1, AUTH_MESSAGES.required)
  .max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong)
  .refine((name) => !hasHiddenCharacters(name), HIDDEN_CHARACTER_MESSAGE);

/** An email address, trimmed; case is kept for display, compared case-insensitively by the platform. */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.required })
  .trim()
  .min(1, AUTH_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

/** A new password: length bounds only, no composition rules (NIST 800-63B). */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** What every signup gives: email, password and name. */
const signupFields = {
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: NameSchema,
  lastName: NameSchema,
};

/** Body of `current_user/create` (api notes §4 #4; spec §5 Signup). */
export const SignupCommandSchema = z.strictObject({
  ...signupFields,
  displayName: NameSchema.optional(),
  bio: z.string().max(BIO_MAX_LENGTH, AUTH_MESSAGES.bioTooLong).optional(),
  publicData: ExtendedDataSchema.optional(),
  protectedData: ExtendedDataSchema.optional(),
  privateData: ExtendedDataSchema.optional(),
});
/** Parsed signup command. */
export type SignupCommand = z.infer<typeof SignupCommandSchema>;

/** The web signup form: the command's fields plus terms acceptance (spec §5 Signup). */
export const SignupFormSchema = z.object({
  ...signupFields,
  terms: z.literal(true, { error: AUTH_MESSAGES.acceptTerms }),
});
/** Parsed signup form. */
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** The web login form (spec §5 Login: email and password required). */
export const LoginFormSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.required).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, AUTH_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});
/** Parsed login form. */
export type LoginForm = z.infer<typeof LoginFormSchema>;
