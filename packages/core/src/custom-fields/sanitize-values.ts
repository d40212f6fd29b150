import type { EnumOption, NumberConfig } from '../config/field-common.ts';

/** Full-width look-alikes keep the text readable while no browser can parse it as markup. */
const ANGLE_BRACKET_LOOKALIKES: Readonly<Record<string, string>> = { '<': '\uFF1C', '>': '\uFF1E' };

/** Text with `<` and `>` replaced by ＜ and ＞; anything but a string becomes null. */
export function sanitizeText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.replace(/[<>]/g, (bracket) => ANGLE_BRACKET_LOOKALIKES[bracket] ?? '');
}

function optionValues(options: readonly EnumOption[] | undefined): string[] {
  return (options ?? []).map((option) => option.option);
}

/** An enum value that is one of the configured options, else null. */
export function sanitizeEnum(value: unknown, options: readonly EnumOption[] | undefined): string | null {
  return typeof value === 'string' && optionValues(options).includes(value) ? value : null;
}

/** The listed options of a multi-enum value, once each and in the given order; non-arrays become null. */
export function sanitizeMultiEnum(
  value: unknown,
  options: readonly EnumOption[] | undefined,
): string[] | null {
  if (!Array.isArray(value)) return null;
  const allowed = optionValues(options);
  const kept = value.filter((item): item is string => typeof item === 'string' && allowed.includes(item));
  return [...new Set(kept)];
}

/** A finite number within the configured bounds, else null. */
export function sanitizeLong(value: unknown, numberConfig?: NumberConfig): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (numberConfig && (value < numberConfig.minimum || value > numberConfig.maximum)) return null;
  return value;
}

/** A boolean, else null: "false" as a string is not false. */
export function sanitizeBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}
