import { useMessageText } from '../lib/texts.ts';

/** An input's error message, announced as it appears; renders nothing without a message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const wording = useMessageText();
  return message ? (
    <p id={id} className="field__error" role="alert">
      {wording(message)}
    </p>
  ) : null;
}
