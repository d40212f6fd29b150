import { FieldError } from './field-error.tsx';

/** A labelled, required multi-line text input with its error tied to it for screen readers. */
export function TextAreaField(props: {
  name: string;
  label: string;
  maxLength: number;
  error: string | undefined;
  defaultValue?: string | undefined;
}) {
  const errorId = `${props.name}-error`;
  return (
    <div className="field">
      <label htmlFor={props.name}>{props.label}</label>
      <textarea
        id={props.name}
        name={props.name}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
