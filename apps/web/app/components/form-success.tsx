/** What a form's post achieved, announced politely; nothing without a message. */
export function FormSuccess({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-success" role="status">
      {message}
    </p>
  ) : null;
}
