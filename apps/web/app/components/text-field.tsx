import { FieldError } from './field-error.tsx';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string | undefined;
  maxLength: number;
  minLength?: number | undefined;
  defaultValue?: string | undefined;
  error: string | undefined;
  /** A line under the label that says what the field is for. */
  hint?: string | undefined;
  required?: boolean;
  /** Called as the text changes, for pages that react to what is typed. */
  onValueChange?: (value: string) => void;
}

/** A labelled text input, with its hint and error tied to it for screen readers. */
export function TextField(props: TextFieldProps) {
  const errorId = `${props.name}-error`;
  const hintId = `${props.name}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={props.name}>{props.label}</label>
      {props.hint ? (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        minLength={props.minLength}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        onChange={
          props.onValueChange ? (event) => props.onValueChange?.(event.currentTarget.value) : undefined
        }
        required={props.required ?? true}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
