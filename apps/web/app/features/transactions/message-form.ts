import { TRANSACTION_FORM_MESSAGES } from '@mercato/core/texts/messages/transaction';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';
import { writtenText } from '../../lib/forms/written-text.ts';

/** Longest message the platform takes (`messages/send`). */
export const MESSAGE_MAX_LENGTH = 10_000;

/** The message composer's rules: some text, at most 10,000 characters. */
export const MessageFormSchema = z.object({
  content: writtenText(TRANSACTION_FORM_MESSAGES.writeMessage, MESSAGE_MAX_LENGTH, 'A message'),
});

/** The message composer's parser, for the browser and the action alike. */
export const messageForm = schemaForm(MessageFormSchema, ['content']);
