import { z } from 'zod';
import {
  hasLineItemCodePrefix,
  LINE_ITEM_CODE_MAX_LENGTH,
  LINE_ITEM_CODE_PREFIX,
} from '../pricing/line-item-codes.ts';

/** Texts of the line item code rules. */
export const LINE_ITEM_CODE_MESSAGES = {
  prefix: `line item code must start with '${LINE_ITEM_CODE_PREFIX}'`,
  tooLong: `line item code must be ${LINE_ITEM_CODE_MAX_LENGTH} characters or less`,
} as const;

// The prefix and length rule lives in pricing/line-item-codes.ts. Unlike `isValidLineItemCode`
// (the API's check) this schema has never refused whitespace, and still does not.
/** A line item code such as 'line-item/day' or 'line-item/provider-commission'. */
export const LineItemCodeSchema = z
  .string()
  .max(LINE_ITEM_CODE_MAX_LENGTH, LINE_ITEM_CODE_MESSAGES.tooLong)
  .refine(hasLineItemCodePrefix, LINE_ITEM_CODE_MESSAGES.prefix);
