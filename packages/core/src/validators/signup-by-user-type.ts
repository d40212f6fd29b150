import { z } from 'zod';
import type { UserFieldConfig } from '../config/user-fields.ts';
import { isUserFieldApplicable } from '../config/user-fields.ts';
import type { UserTypeConfig } from '../config/user-types.ts';
import { EmailSchema, NAME_MAX_LENGTH, NameSchema, SignupFormSchema } from './auth.ts';
import { PhoneNumberSchema } from './contact-details.ts';
import { checkCustomFieldValues } from './custom-field-values.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacters } from './visible-text.ts';

/** A display name, with the length text spec §5 gives. */
export const DisplayNameSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(NAME_MAX_LENGTH, VALIDATION_MESSAGES.displayNameTooLong(NAME_MAX_LENGTH))
  .refine((name) => !hasHiddenCharacters(name), HIDDEN_CHARACTER_MESSAGE);

/** The user type and custom fields a signup form is built for. */
export interface SignupConfig {
  userType: UserTypeConfig;
  userFields: readonly UserFieldConfig[];
}

interface DefaultFieldRule {
  shown: boolean;
  required: boolean;
}

function defaultFieldRule(
  enabled: boolean | undefined,
  settings: { displayInSignUp: boolean; required: boolean } | undefined,
): DefaultFieldRule {
  const shown = enabled !== false && settings?.displayInSignUp === true;
  return { shown, required: shown && settings?.required === true };
}

function signupExtras(config: SignupConfig) {
  const displayName = defaultFieldRule(
    config.userType.defaultUserFields?.displayName,
    config.userType.displayNameSettings,
  );
  const phone = defaultFieldRule(
    config.userType.defaultUserFields?.phoneNumber,
    config.userType.phoneNumberSettings,
  );
  const fields = config.userFields.filter(
    (field) =>
      isUserFieldApplicable(field, config.userType.userType) && field.saveConfig?.displayInSignUp !== false,
  );
  const optionalWhenEmpty = <T extends z.ZodType>(schema: T) =>
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      schema.optional(),
    );
  return {
    shape: {
      userType: z.literal(config.userType.userType),
      displayName: optionalWhenEmpty(DisplayNameSchema),
      phoneNumber: optionalWhenEmpty(PhoneNumberSchema),
      fields: z.record(z.string(), z.unknown()).default({}),
    },
    refine(
      form: { displayName?: string; phoneNumber?: string; fields: Record<string, unknown> },
      context: z.RefinementCtx,
    ) {
      if (displayName.required && !form.displayName) {
        context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: ['displayName'] });
      }
      if (phone.required && !form.phoneNumber) {
        context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: ['phoneNumber'] });
      }
      checkCustomFieldValues(fields, form.fields, context, ['fields']);
    },
  };
}

/**
 * The signup form of one user type (spec §5 Signup): the base fields plus display name and phone
 * where the user type asks for them, and the user fields shown on signup.
 */
export function signupFormSchemaFor(config: SignupConfig) {
  const extras = signupExtras(config);
  return SignupFormSchema.extend(extras.shape).superRefine(extras.refine);
}
/** Parsed signup form of a user type. */
export type SignupFormFor = z.infer<ReturnType<typeof signupFormSchemaFor>>;

/**
 * The confirm-signup form after an identity provider login: the same as signup but without a
 * password, since the provider vouches for the user.
 */
export function confirmSignupFormSchemaFor(config: SignupConfig) {
  const extras = signupExtras(config);
  return z
    .object({
      email: EmailSchema,
      firstName: NameSchema,
      lastName: NameSchema,
      terms: SignupFormSchema.shape.terms,
      ...extras.shape,
    })
    .superRefine(extras.refine);
}
/** Parsed confirm-signup form. */
export type ConfirmSignupForm = z.infer<ReturnType<typeof confirmSignupFormSchemaFor>>;
