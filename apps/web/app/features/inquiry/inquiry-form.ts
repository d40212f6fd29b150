import { TRANSACTION_FORM_MESSAGES } from '@mercato/core/texts/messages/transaction';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';
import { writtenText } from '../../lib/forms/written-text.ts';

import { INQUIRY_MAX_LENGTH } from './inquiry-limits.ts';

export { INQUIRY_MAX_LENGTH };

/** The inquiry's rules: a first message of some text, at most 10,000 characters. */
export const InquiryFormSchema = z.object({
  message: writtenText(TRANSACTION_FORM_MESSAGES.writeQuestion, INQUIRY_MAX_LENGTH, 'A message'),
});

/** The inquiry form's parser, for the browser and the action alike. */
export const inquiryForm = schemaForm(InquiryFormSchema, ['message']);
