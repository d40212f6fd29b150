import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import type { useFormValidation } from '../../lib/forms/use-form-validation.ts';

/**
 * A form that posts one written text under an `intent`: a message, a review, the reason of a
 * dispute, an inquiry. `validation` is the form's `useFormValidation`; `children` come before the
 * text (a heading, a form error, other inputs).
 */
export function TextPostForm(props: {
  intent: string;
  validation: Pick<ReturnType<typeof useFormValidation>, 'errors' | 'onChange' | 'onSubmit' | 'submitting'>;
  text: { name: string; label: string; maxLength: number; defaultValue?: string | undefined };
  submitLabel: string;
  submitClassName?: string;
  className: string;
  testId?: string;
  children?: ReactNode;
  /** Inputs after the text (a message's files); a form with files is sent as multipart. */
  after?: ReactNode;
  multipart?: boolean;
}) {
  const { validation, text } = props;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={validation.onSubmit}
      onChange={validation.onChange}
      className={props.className}
      data-testid={props.testId}
      {...(props.multipart ? { encType: 'multipart/form-data' as const } : {})}
    >
      {props.children}
      <input type="hidden" name="intent" value={props.intent} />
      <TextAreaField
        name={text.name}
        label={text.label}
        maxLength={text.maxLength}
        error={validation.errors[text.name]}
        defaultValue={text.defaultValue}
      />
      {props.after}
      <SubmitButton className={props.submitClassName ?? 'button'} busy={validation.submitting}>
        {props.submitLabel}
      </SubmitButton>
    </Form>
  );
}
