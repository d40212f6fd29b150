import { TransitionParamsSchema } from '@mercato/core/contracts/transition-params';
import { z } from 'zod';

// The params schema is core's contract, shared with the SDK; the engine's modules import it here.
export { type TransitionParams, TransitionParamsSchema } from '@mercato/core/contracts/transition-params';

/** `transactions/initiate` and `initiate_speculative`. */
export const InitiateCommandSchema = z.strictObject({
  processAlias: z.string().min(1).max(200),
  transition: z.string().min(1).max(200),
  params: TransitionParamsSchema.default({}),
});

/** `transactions/transition` and `transition_speculative`. */
export const TransitionCommandSchema = z.strictObject({
  id: z.uuid('must be a transaction id'),
  transition: z.string().min(1).max(200),
  params: TransitionParamsSchema.default({}),
});
