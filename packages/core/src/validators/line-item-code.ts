import { z } from 'zod';

/** Prefix every line item code carries (spec §5). */
export const LINE_ITEM_CODE_PREFIX = 'line-item/';
/** Longest line item code the API stores (api notes §5: ≤ 64 characters). */
export const LINE_ITEM_CODE_MAX_LENGTH = 64;

/** Texts of the line item code rules. */
export const LINE_ITEM_CODE_MESSAGES = {
  prefix: `line item code must start with '${LINE_ITEM_CODE_PREFIX}'`,
  tooLong: `line item code must be ${LINE_ITEM_CODE_MAX_LENGTH} characters or less`,
} as const;

/** A line item code such as 'line-item/day' or 'line-item/provider-commission'. */
export const LineItemCodeSchema = z
  .string()
  .max(LINE_ITEM_CODE_MAX_LENGTH, LINE_ITEM_CODE_MESSAGES.tooLong)
  .refine(
    (code) => code.startsWith(LINE_ITEM_CODE_PREFIX) && code.length > LINE_ITEM_CODE_PREFIX.length,
    LINE_ITEM_CODE_MESSAGES.prefix,
  );
