import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { isUserFieldApplicable, type UserFieldConfig } from '@mercato/core/config/user-fields';
import { ACCOUNT_FORM_MESSAGES } from '@mercato/core/texts/messages/account';
import { type SignupCommand, SignupFormSchema } from '@mercato/core/validators/auth';
import { signupFormSchemaFor } from '@mercato/core/validators/signup-by-user-type';
import { customFieldInputName, customFieldInputOf } from '../../lib/forms/custom-fields.ts';
import { type FormResult, validateForm } from '../../lib/forms/validate-form.ts';

/** What the signup form of one user type asks for, derived from the marketplace config. */
export interface SignupLayout {
  userType: string | null;
  displayName: { shown: boolean; required: boolean };
  phoneNumber: { shown: boolean; required: boolean };
  fields: UserFieldConfig[];
}

/** The user types and fields the signup page needs (kept small: it travels to the browser). */
export interface SignupConfig {
  userTypes: MarketplaceConfig['userTypes'];
  userFields: MarketplaceConfig['userFields'];
}

/** The layout of the signup form for a user type (or the type-less form when none is chosen). */
export function signupLayoutFor(config: SignupConfig, userType: string | null): SignupLayout {
  const type = config.userTypes.find((t) => t.userType === userType);
  const rule = (
    enabled: boolean | undefined,
    settings: { displayInSignUp: boolean; required: boolean } | undefined,
  ) => {
    const shown = Boolean(type) && enabled !== false && settings?.displayInSignUp === true;
    return { shown, required: shown && settings?.required === true };
  };
  return {
    userType: type ? type.userType : null,
    displayName: rule(type?.defaultUserFields?.displayName, type?.displayNameSettings),
    phoneNumber: rule(type?.defaultUserFields?.phoneNumber, type?.phoneNumberSettings),
    fields: type
      ? config.userFields.filter(
          (f) =>
            f.scope !== 'metadata' &&
            isUserFieldApplicable(f, type.userType) &&
            f.saveConfig?.displayInSignUp !== false,
        )
      : [],
  };
}

function readField(form: FormData, field: UserFieldConfig): unknown {
  const name = customFieldInputName(field.key);
  if (field.schemaType === 'multi-enum')
    return form.getAll(name).filter((v): v is string => typeof v === 'string');
  const raw = form.get(name);
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  if (field.schemaType === 'long') return /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (field.schemaType === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

/** Reads the signup form into the shape `signupFormSchemaFor` validates. */
export function readSignupForm(form: FormData, layout: SignupLayout): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    email: text('email'),
    password: text('password'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    terms: form.get('terms') === 'on',
    userType: layout.userType ?? undefined,
    displayName: layout.displayName.shown ? text('displayName') : undefined,
    phoneNumber: layout.phoneNumber.shown ? text('phoneNumber') : undefined,
    fields: Object.fromEntries(layout.fields.map((f) => [f.key, readField(form, f)])),
  };
}

/** The platform command for a validated signup form: custom fields go to their scope's data. */
export function toSignupCommand(
  form: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    displayName?: string | undefined;
    phoneNumber?: string | undefined;
    fields?: Record<string, unknown>;
  },
  layout: SignupLayout,
): SignupCommand {
  const scoped: Record<'public' | 'protected' | 'private', Record<string, unknown>> = {
    public: {},
    protected: {},
    private: {},
  };
  for (const field of layout.fields) {
    const value = form.fields?.[field.key];
    if (value === undefined || field.scope === 'metadata') continue;
    scoped[field.scope][field.key] = value;
  }
  if (layout.userType) scoped.public.userType = layout.userType;
  if (form.phoneNumber) scoped.protected.phoneNumber = form.phoneNumber;
  return {
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    ...(form.displayName ? { displayName: form.displayName } : {}),
    ...(Object.keys(scoped.public).length ? { publicData: scoped.public } : {}),
    ...(Object.keys(scoped.protected).length ? { protectedData: scoped.protected } : {}),
    ...(Object.keys(scoped.private).length ? { privateData: scoped.private } : {}),
  };
}

/**
 * Checks a submitted signup form by the rules of the chosen user type (`userTypeParam` from the URL
 * wins over the form's select) and returns the platform command. Pure, so the browser and the
 * action run the same check.
 */
export function parseSignupForm(
  form: FormData,
  config: SignupConfig,
  userTypeParam: string | null,
): FormResult<SignupCommand> {
  const chosen =
    userTypeParam ?? (typeof form.get('userType') === 'string' ? String(form.get('userType')) : null);
  const layout = signupLayoutFor(config, chosen);
  if (config.userTypes.length > 0 && !layout.userType) {
    const base = validateForm(SignupFormSchema, readSignupForm(form, layout));
    const errors = base.ok ? {} : base.errors;
    return { ok: false, errors: { ...errors, userType: ACCOUNT_FORM_MESSAGES.chooseAccountType } };
  }
  const type = config.userTypes.find((t) => t.userType === layout.userType);
  const schema = type ? signupFormSchemaFor({ userType: type, userFields: layout.fields }) : SignupFormSchema;
  const result = validateForm(schema, readSignupForm(form, layout));
  return result.ok
    ? { ok: true, data: toSignupCommand(result.data as Parameters<typeof toSignupCommand>[0], layout) }
    : result;
}

/** The signup input an API error path belongs to; the user type is the URL's or the select's, not an input's. */
export function signupInputOf(path: string): string | undefined {
  if (['email', 'password', 'firstName', 'lastName', 'displayName'].includes(path)) return path;
  if (path === 'protectedData.phoneNumber') return 'phoneNumber';
  if (path === 'publicData.userType') return undefined;
  return customFieldInputOf(path);
}
