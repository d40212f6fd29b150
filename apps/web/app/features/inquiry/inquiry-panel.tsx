import { Form } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import type { InquiryActionData } from './inquiry.server.ts';
import { inquiryForm } from './inquiry-form.ts';

/** The listing page's inquiry (spec §2): a first message to the provider, which opens a conversation. */
export function InquiryPanel(props: {
  authorName: string | null;
  actionData: InquiryActionData | undefined;
}) {
  const { errors, onSubmit, submitting } = useFormValidation(inquiryForm, props.actionData?.errors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="form inquiry-panel"
      data-testid="inquiry-form"
    >
      <h2>{`Contact ${props.authorName ?? 'the provider'}`}</h2>
      <FormError message={props.actionData?.formError} />
      <input type="hidden" name="intent" value="inquire" />
      <div className="field">
        <label htmlFor="message">Your message</label>
        <textarea
          id="message"
          name="message"
          maxLength={10_000}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'message-error' : undefined}
        />
        <FieldError id="message-error" message={errors.message} />
      </div>
      <button type="submit" className="button button--wide" disabled={submitting}>
        Send message
      </button>
    </Form>
  );
}
