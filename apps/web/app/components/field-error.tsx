/** An input's error message, announced as it appears; renders nothing without a message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
