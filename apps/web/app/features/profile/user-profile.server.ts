import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { isUserFieldApplicable } from '@mercato/core/config/user-fields';
import type { UserResource } from '@mercato/core/contracts/user';
import { sanitizeText } from '@mercato/core/custom-fields/sanitize-values';
import { PROFILE_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-page';
import { type Texts, textsOf } from '@mercato/core/texts/ui-texts';

/** A custom field as the profile page shows it: label and display text. */
export interface ProfileFieldView {
  key: string;
  label: string;
  value: string;
}

/** The words of a yes/no field's value. */
type YesNoTexts = Texts<'fieldYes' | 'fieldNo'>;

function displayValue(
  field: MarketplaceConfig['userFields'][number],
  value: unknown,
  t: YesNoTexts,
): string | null {
  if (value === undefined || value === null || value === '') return null;
  const labelOf = (option: unknown) =>
    field.enumOptions?.find((o) => o.option === option)?.label ?? String(option);
  switch (field.schemaType) {
    case 'enum':
      return labelOf(value);
    case 'multi-enum':
      return Array.isArray(value) && value.length > 0 ? value.map(labelOf).join(', ') : null;
    case 'boolean':
      return value === true ? t('fieldYes') : value === false ? t('fieldNo') : null;
    default:
      return sanitizeText(String(value)) ?? null;
  }
}

/**
 * The public user fields a profile shows (spec §3: `showConfig.displayInProfile`, applicable type),
 * yes/no values in the texts given (Mercato's English by default).
 */
export function profileFieldsOf(
  user: UserResource,
  config: MarketplaceConfig,
  t: YesNoTexts = textsOf(PROFILE_PAGE_TEXTS, undefined),
): ProfileFieldView[] {
  const publicData = user.attributes.profile?.publicData ?? {};
  const userType = typeof publicData.userType === 'string' ? publicData.userType : undefined;
  const views: ProfileFieldView[] = [];
  for (const field of config.userFields) {
    if (field.scope !== 'public' || field.showConfig?.displayInProfile === false) continue;
    if (!isUserFieldApplicable(field, userType)) continue;
    const value = displayValue(field, publicData[field.key], t);
    if (value)
      views.push({
        key: field.key,
        label: field.showConfig?.label ?? field.saveConfig?.label ?? field.key,
        value,
      });
  }
  return views;
}
