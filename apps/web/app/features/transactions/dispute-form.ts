import { TRANSACTION_FORM_MESSAGES } from '@mercato/core/texts/messages/transaction';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';
import { writtenText } from '../../lib/forms/written-text.ts';

/** Longest reason a dispute takes (it goes into the transaction's protected data). */
export const DISPUTE_REASON_MAX_LENGTH = 5_000;

/** The dispute form's rule (spec §5: a dispute needs a reason). */
export const DisputeFormSchema = z.object({
  disputeReason: writtenText(
    TRANSACTION_FORM_MESSAGES.describeProblem,
    DISPUTE_REASON_MAX_LENGTH,
    'A reason',
  ),
});

/** The dispute form's parser, for the browser and the action alike. */
export const disputeForm = schemaForm(DisputeFormSchema, ['disputeReason']);
