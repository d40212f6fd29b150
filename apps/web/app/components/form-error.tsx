import type { ReactNode } from 'react';

/** What went wrong with a form as a whole, over it, announced as it appears; nothing without a message. */
export function FormError({ message }: { message: ReactNode }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
