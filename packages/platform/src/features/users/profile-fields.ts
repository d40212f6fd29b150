import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { isUserFieldApplicable, type UserFieldConfig } from '@mercato/core/config/user-fields';
import { PhoneNumberSchema } from '@mercato/core/validators/contact-details';
import { checkCustomFieldValues } from '@mercato/core/validators/custom-field-values';
import { EXTENDED_DATA_MAX_BYTES } from '@mercato/core/validators/extended-data';
import { z } from 'zod';
import { AppError, type AppErrorDetail } from '../../errors/app-error.ts';

type Extended = Record<string, unknown>;

/** The extended data a user writes (metadata is the operator's). */
export interface ProfileData {
  publicData?: Extended | undefined;
  protectedData?: Extended | undefined;
  privateData?: Extended | undefined;
}

const SCOPE_CONTAINER = { public: 'publicData', protected: 'protectedData', private: 'privateData' } as const;

function bodyError(path: string[], title: string): AppErrorDetail {
  return { code: 'validation-invalid-value', title, source: { path, type: 'body' } };
}

function checkScope(
  fields: readonly UserFieldConfig[],
  values: Extended,
  path: string,
  requireSignupFields: boolean,
) {
  const schema = z.record(z.string(), z.unknown()).superRefine((v, ctx) =>
    checkCustomFieldValues(
      fields.map((f) =>
        requireSignupFields && f.saveConfig?.displayInSignUp !== false
          ? f
          : { ...f, saveConfig: { ...f.saveConfig, isRequired: false } },
      ),
      v,
      ctx,
    ),
  );
  const result = schema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((i) =>
        bodyError([path, ...i.path.map(String)], `${[path, ...i.path.map(String)].join('.')}: ${i.message}`),
      );
}

/**
 * Checks a profile's extended data against the marketplace's user types and user fields: the user
 * type must exist, fields must hold values of their type, fields of other user types and operator
 * (metadata) fields may not be written, and on signup required fields must be present.
 */
export function validateProfileData(
  config: MarketplaceConfig,
  userType: string | null,
  data: ProfileData,
  mode: 'signup' | 'update',
): AppErrorDetail[] {
  const problems: AppErrorDetail[] = [];
  const type = userType ? config.userTypes.find((t) => t.userType === userType) : undefined;
  if (userType && !type) {
    problems.push(
      bodyError(['publicData', 'userType'], `publicData.userType: unknown user type "${userType}"`),
    );
    return problems;
  }
  if (!userType && mode === 'signup' && config.userTypes.length > 0) {
    // Accounts made without a type (older clients) are allowed; fields limited to types skip them.
  }
  const applicable = config.userFields.filter((f) => isUserFieldApplicable(f, userType ?? undefined));
  const notApplicable = config.userFields.filter((f) => !isUserFieldApplicable(f, userType ?? undefined));
  for (const [scope, container] of Object.entries(SCOPE_CONTAINER)) {
    const values = data[container] ?? {};
    const fields = applicable.filter((f) => f.scope === scope);
    const present = Object.fromEntries(
      fields.filter((f) => f.key in values || mode === 'signup').map((f) => [f.key, values[f.key]]),
    );
    problems.push(
      ...checkScope(
        fields,
        mode === 'signup'
          ? present
          : Object.fromEntries(Object.entries(present).filter(([, v]) => v !== null)),
        container,
        mode === 'signup',
      ),
    );
    for (const field of notApplicable.filter((f) => f.scope === scope)) {
      if (values[field.key] !== undefined && values[field.key] !== null) {
        problems.push(
          bodyError(
            [container, field.key],
            `${container}.${field.key}: this field is not used by your user type`,
          ),
        );
      }
    }
  }
  for (const field of config.userFields.filter((f) => f.scope === 'metadata')) {
    for (const container of Object.values(SCOPE_CONTAINER)) {
      if (data[container] && field.key in (data[container] ?? {})) {
        problems.push(
          bodyError(
            [container, field.key],
            `${container}.${field.key}: this field is managed by the marketplace`,
          ),
        );
      }
    }
  }
  problems.push(...checkDefaultFields(type, data, mode));
  return problems;
}

function checkDefaultFields(
  type: MarketplaceConfig['userTypes'][number] | undefined,
  data: ProfileData,
  mode: 'signup' | 'update',
): AppErrorDetail[] {
  const problems: AppErrorDetail[] = [];
  const phone = data.protectedData?.phoneNumber;
  if (phone !== undefined && phone !== null && !PhoneNumberSchema.safeParse(phone).success) {
    problems.push(
      bodyError(
        ['protectedData', 'phoneNumber'],
        'protectedData.phoneNumber: please enter a valid phone number',
      ),
    );
  }
  const phoneRule = type?.phoneNumberSettings;
  const phoneEnabled = type?.defaultUserFields?.phoneNumber !== false;
  if (mode === 'signup' && phoneEnabled && phoneRule?.displayInSignUp && phoneRule.required && !phone) {
    problems.push(
      bodyError(['protectedData', 'phoneNumber'], 'protectedData.phoneNumber: this field is required'),
    );
  }
  return problems;
}

/** Throws the problems as one 400 response when there are any. */
export function throwIfProblems(problems: AppErrorDetail[]): void {
  if (problems.length > 0) throw AppError.many(problems);
}

/** Merges extended data the way the API does: top-level keys replace, `null` removes a key. */
export function mergeExtendedData(current: Extended, update: Extended | undefined): Extended {
  if (!update) return current;
  const merged: Extended = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Refuses extended data objects larger than the API allows. */
export function checkExtendedDataSize(data: ProfileData): AppErrorDetail[] {
  return Object.entries(data)
    .filter(
      ([, value]) =>
        value !== undefined && Buffer.byteLength(JSON.stringify(value)) > EXTENDED_DATA_MAX_BYTES,
    )
    .map(([key]) => bodyError([key], `${key}: must be at most 50 KB of JSON`));
}
