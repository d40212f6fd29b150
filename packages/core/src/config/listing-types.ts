import { z } from 'zod';

/** How a listing's price is counted (spec §3 publicData unitType; `file`: a download, as in the Web Template). */
export const UNIT_TYPES = ['item', 'day', 'night', 'hour', 'fixed', 'inquiry', 'file'] as const;

/** One of the unit types. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** Unit types each built-in process can price in; a custom process may use any. */
export const PROCESS_UNIT_TYPES: Readonly<Record<string, readonly UnitType[]>> = {
  'default-booking': ['day', 'night', 'hour', 'fixed'],
  'default-purchase': ['item'],
  'default-inquiry': ['inquiry'],
  'default-download': ['file'],
};

/** How stock is tracked for purchase listings. */
export const STOCK_TYPES = ['oneItem', 'multipleItems', 'infiniteOneItem', 'infiniteMultipleItems'] as const;

/** Whether a bookable listing has one seat or several. */
export const AVAILABILITY_TYPES = ['oneSeat', 'multipleSeats'] as const;

/** A listing/user type id: it is stored in publicData and used in paths such as /s/:listingType. */
export const TypeIdSchema = z
  .string({ error: 'id is required' })
  .min(1, { error: 'id is required', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'id may contain only letters, digits, underscores and hyphens');

/** The process a listing type runs: name, versioned alias ('default-booking/release-1') and unit. */
export const TransactionTypeSchema = z
  .object({
    process: z.string().min(1, 'process is required'),
    alias: z
      .string()
      .regex(/^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/, 'alias must look like process-name/alias-name'),
    unitType: z.enum(UNIT_TYPES, { error: (issue) => `unknown unit type "${String(issue.input)}"` }),
  })
  .superRefine((type, context) => {
    if (!type.alias.startsWith(`${type.process}/`)) {
      context.addIssue({
        code: 'custom',
        message: 'alias must start with the process name',
        path: ['alias'],
      });
    }
    const allowed = PROCESS_UNIT_TYPES[type.process];
    if (allowed && !allowed.includes(type.unitType)) {
      context.addIssue({
        code: 'custom',
        message: `unit type ${type.unitType} does not fit process ${type.process}`,
        path: ['unitType'],
      });
    }
  });

/** Built-in listing fields the operator can switch off per listing type (spec §6). */
export const DefaultListingFieldsSchema = z.object({
  price: z.boolean().default(true),
  location: z.boolean().default(true),
  payoutDetails: z.boolean().default(true),
  images: z.boolean().default(true),
  shipping: z.boolean().default(true),
  pickup: z.boolean().default(true),
  /** Files the listing delivers (protected attachments revealed to its buyer): opt-in, as on Sharetribe. */
  files: z.boolean().default(false),
});

/** A listing type (spec §3): what is listed and which process sells it. */
export const ListingTypeSchema = z.object({
  listingType: TypeIdSchema,
  label: z.string().min(1, 'label is required'),
  transactionType: TransactionTypeSchema,
  priceVariations: z.object({ enabled: z.boolean().default(false) }).optional(),
  stockType: z.enum(STOCK_TYPES).optional(),
  availabilityType: z.enum(AVAILABILITY_TYPES).optional(),
  defaultListingFields: DefaultListingFieldsSchema.optional(),
  /** The messaging of this type's transactions: whether files may be attached to messages. */
  messagingOptions: z.object({ fileAttachments: z.boolean().default(false) }).optional(),
});
/** Parsed listing type config. */
export type ListingTypeConfig = z.infer<typeof ListingTypeSchema>;
