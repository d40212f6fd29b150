import { z } from 'zod';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';

const MoneyJsonSchema = z.object({ amount: z.number(), currency: z.string() });

/** A line item of a transaction in JSON encoding (decimals as strings). */
export const LineItemJsonSchema = z.object({
  code: z.string(),
  unitPrice: MoneyJsonSchema,
  lineTotal: MoneyJsonSchema,
  quantity: z.string().optional(),
  percentage: z.string().optional(),
  units: z.string().optional(),
  seats: z.number().optional(),
  reversal: z.boolean(),
  includeFor: z.array(z.enum(['customer', 'provider'])),
});

/** The `transaction` resource in JSON encoding (spec §3, api notes §5). */
export const TransactionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('transaction'),
  attributes: z.object({
    createdAt: z.string().optional(),
    processName: z.string().optional(),
    processVersion: z.number().optional(),
    state: z.string().optional(),
    lastTransition: z.string().optional(),
    lastTransitionedAt: z.string().optional(),
    lastMessageAt: z.string().nullable().optional(),
    transitions: z
      .array(z.object({ transition: z.string(), createdAt: z.string(), by: z.string() }))
      .optional(),
    lineItems: z.array(LineItemJsonSchema).optional(),
    payinTotal: MoneyJsonSchema.nullable().optional(),
    payoutTotal: MoneyJsonSchema.nullable().optional(),
    protectedData: ExtendedDataAttributeSchema.optional(),
    metadata: ExtendedDataAttributeSchema.optional(),
  }),
  relationships: RelationshipsSchema,
});
/** A transaction, as the API answers it. */
export type TransactionResource = z.infer<typeof TransactionResourceSchema>;

/** The `processTransition` resource: a transition the caller may run now. */
export const ProcessTransitionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('processTransition'),
  attributes: z.object({ name: z.string(), actor: z.array(z.string()).optional() }).loose(),
});

/** The `message` resource in JSON encoding. */
export const MessageResourceSchema = z.object({
  id: z.string(),
  type: z.literal('message'),
  attributes: z.object({ content: z.string().optional(), createdAt: z.string().optional() }).loose(),
  relationships: RelationshipsSchema,
});
/** A message, as the API answers it. */
export type MessageResource = z.infer<typeof MessageResourceSchema>;

/** The `review` resource in JSON encoding. */
export const ReviewResourceSchema = z.object({
  id: z.string(),
  type: z.literal('review'),
  attributes: z
    .object({
      type: z.enum(['ofProvider', 'ofCustomer']).optional(),
      state: z.enum(['public', 'pending']).optional(),
      rating: z.number().optional(),
      content: z.string().optional(),
      createdAt: z.string().optional(),
    })
    .loose(),
  relationships: RelationshipsSchema,
});
/** A review, as the API answers it. */
export type ReviewResource = z.infer<typeof ReviewResourceSchema>;
