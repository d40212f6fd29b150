import { INQUIRY_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/inquiry-panel';
import { FormError } from '../../components/form-error.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useLoadedCheck } from '../../lib/forms/use-loaded-check.ts';
import { useTexts } from '../../lib/texts.ts';
import { TextPostForm } from '../transactions/text-post-form.tsx';
import type { InquiryActionData } from './inquiry.server.ts';
import { INQUIRY_MAX_LENGTH } from './inquiry-limits.ts';

// The checks run in the browser come with the form validation code and zod (about 29 kB gzip),
// which the listing page needs for this panel only; most visits never send it. So the page's first
// load leaves them out and the panel fetches them once it has rendered.
const loadInquiryCheck = () => import('./inquiry-form.ts').then((module) => module.inquiryForm);

/**
 * The listing page's inquiry (spec §2): a first message to the provider, which opens a conversation.
 * Until its checks have loaded (and without scripts) the form posts as it is, and the action answers
 * with the same messages.
 */
export function InquiryPanel(props: {
  authorName: string | null;
  actionData: InquiryActionData | undefined;
  /** What the visitor wrote before logging in, to send now. */
  draft?: string | null;
}) {
  const t = useTexts(INQUIRY_PANEL_TEXTS);
  const validation = useFormValidation(useLoadedCheck(loadInquiryCheck), props.actionData?.errors);
  return (
    <TextPostForm
      intent="inquire"
      validation={validation}
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
