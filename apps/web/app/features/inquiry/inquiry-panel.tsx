import { INQUIRY_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/inquiry-panel';
import { Form } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import type { InquiryActionData } from './inquiry.server.ts';
import { INQUIRY_MAX_LENGTH, inquiryForm } from './inquiry-form.ts';

/** The listing page's inquiry (spec §2): a first message to the provider, which opens a conversation. */
export function InquiryPanel(props: {
  authorName: string | null;
  actionData: InquiryActionData | undefined;
  /** What the visitor wrote before logging in, to send now. */
  draft?: string | null;
}) {
  const t = useTexts(INQUIRY_PANEL_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(inquiryForm, props.actionData?.errors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="form inquiry-panel"
      data-testid="inquiry-form"
    >
      <h2>{t('title', { name: props.authorName ?? t('theProvider') })}</h2>
      <FormError message={props.actionData?.formError} />
      <input type="hidden" name="intent" value="inquire" />
      <TextAreaField
        name="message"
        label={t('message')}
        maxLength={INQUIRY_MAX_LENGTH}
        error={errors.message}
        defaultValue={props.draft ?? undefined}
      />
      <button type="submit" className="button button--wide" disabled={submitting}>
        {t('send')}
      </button>
    </Form>
  );
}
