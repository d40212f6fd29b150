import { INQUIRY_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/inquiry-panel';
import { FormError } from '../../components/form-error.tsx';
import type { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { TextPostForm } from '../transactions/text-post-form.tsx';
import type { InquiryActionData } from './inquiry.server.ts';
import { INQUIRY_MAX_LENGTH } from './inquiry-limits.ts';

export interface InquiryPanelProps {
  authorName: string | null;
  actionData: InquiryActionData | undefined;
  /** What the visitor wrote before logging in, to send now. */
  draft?: string | null;
}

/** The inquiry form as it looks, checked in the browser by `validation` or only by the action. */
export function InquiryFormView(
  props: InquiryPanelProps & {
    validation: Pick<ReturnType<typeof useFormValidation>, 'errors' | 'onChange' | 'onSubmit' | 'submitting'>;
  },
) {
  const t = useTexts(INQUIRY_PANEL_TEXTS);
  return (
    <TextPostForm
      intent="inquire"
      validation={props.validation}
      text={{
        name: 'message',
        label: t('message'),
        maxLength: INQUIRY_MAX_LENGTH,
        defaultValue: props.draft ?? undefined,
      }}
      submitLabel={t('send')}
      submitClassName="button button--wide"
      className="form inquiry-panel"
      testId="inquiry-form"
    >
      <h2>{t('title', { name: props.authorName ?? t('theProvider') })}</h2>
      <FormError message={props.actionData?.formError} />
    </TextPostForm>
  );
}
