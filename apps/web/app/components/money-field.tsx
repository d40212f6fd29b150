import { FieldError } from './field-error.tsx';

interface MoneyFieldProps {
  name: string;
  label: string;
  /** ISO code of the currency the amount is in, shown beside the input. */
  currency: string;
  defaultValue: string;
  error: string | undefined;
  hint?: string | undefined;
  /** A label only screen readers hear, for inputs in a row with a visible column heading. */
  hideLabel?: boolean;
}

/**
 * A money amount typed as text (spec §5 Money: comma or dot as decimal separator, empty is no value),
 * with the currency beside it; the form's parser reads it with core's `parseMoneyInput`.
 */
export function MoneyField(props: MoneyFieldProps) {
  const id = props.name;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>
      {props.hint ? (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      <div className="money-input">
        <input
          id={id}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          defaultValue={props.defaultValue}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <span className="money-input__currency">{props.currency}</span>
      </div>
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
