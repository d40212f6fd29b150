import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button that shows it is at work: while `busy` it is disabled (one submission at
 * a time), says so to screen readers (`aria-busy`) and turns a small spinner; `busyLabel` replaces
 * its words meanwhile ("Paying…").
 */
export function SubmitButton({
  busy,
  busyLabel,
  className = 'button',
  children,
  disabled,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { busy: boolean; busyLabel?: string }) {
  return (
    <button
      type="submit"
      className={className}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
