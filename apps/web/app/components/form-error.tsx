import type { ReactNode } from 'react';
import { useMessageText } from '../lib/texts.ts';

/** What went wrong with a form as a whole, over it, announced as it appears; nothing without a message. */
export function FormError({ message }: { message: ReactNode }) {
  const wording = useMessageText();
  return message ? (
    <p className="form-error" role="alert">
      {typeof message === 'string' ? wording(message) : message}
    </p>
  ) : null;
}
