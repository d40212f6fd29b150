import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { DISPUTE_REASON_MAX_LENGTH, disputeForm } from './dispute-form.ts';
import { MessageFilePicker } from './message-file-picker.tsx';
import { MESSAGE_MAX_LENGTH, messageForm } from './message-form.ts';
import type { PartyAction } from './party-actions.ts';
import { REVIEW_MAX_LENGTH, reviewForm } from './review-form.ts';
import { TextPostForm } from './text-post-form.tsx';
import type { TransactionActionData } from './transaction-actions.server.ts';

// The forms of the order and sale pages, each posting its `intent` to the page's action.

/**
 * The party's one-button transitions (accept / decline, mark delivered…), plain form posts. While
 * one is on its way every button is disabled: one transition at a time (the server refuses a
 * second one too, 'Transition already in progress').
 */
export function PartyActions({ actions }: { actions: readonly PartyAction[] }) {
  const navigation = useNavigation();
  const running = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'transition';
  return (
    <Form method="post" className="transaction-page__actions" aria-busy={running || undefined}>
      <input type="hidden" name="intent" value="transition" />
      {actions.map((action) => (
        <button
          key={action.transition}
          type="submit"
          name="transition"
          value={action.transition}
          className={action.emphasis === 'primary' ? 'button' : 'button button--secondary'}
          disabled={running}
        >
          {action.label}
        </button>
      ))}
    </Form>
  );
}

export function MessageComposer({
  actionData,
  canAttachFiles,
}: {
  actionData: TransactionActionData | undefined;
  /** The listing type lets messages carry files (`messagingOptions.fileAttachments`). */
  canAttachFiles: boolean;
}) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const validation = useFormValidation(messageForm, actionData?.errors);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const attachmentsError = actionData?.errors.attachments;
  return (
    <TextPostForm
      key={navigation.state === 'idle' ? 'idle' : 'busy'}
      intent="message"
      validation={validation}
      text={{ name: 'content', label: t('messageLabel'), maxLength: MESSAGE_MAX_LENGTH }}
      submitLabel={t('sendMessage')}
      className="form message-composer"
      multipart
      after={
        !canAttachFiles ? null : hydrated ? (
          <MessageFilePicker label={t('attachFiles')} hint={t('attachFilesHint')} error={attachmentsError} />
        ) : (
          <div className="field">
            <label htmlFor="message-attachments">{t('attachFiles')}</label>
            <input
              id="message-attachments"
              type="file"
              name="attachments"
              multiple
              aria-describedby="message-attachments-hint"
            />
            <p id="message-attachments-hint" className="field__hint">
              {t('attachFilesHint')}
            </p>
            <FieldError id="attachments-error" message={attachmentsError} />
          </div>
        )
      }
    />
  );
}

/** 1–5 stars (radio buttons) and a text: the review of the other party. */
export function ReviewForm({
  otherParty,
  actionData,
}: {
  otherParty: string;
  actionData: TransactionActionData | undefined;
}) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const validation = useFormValidation(reviewForm, actionData?.errors);
  const { errors } = validation;
  return (
    <TextPostForm
      intent="review"
      validation={validation}
      text={{ name: 'reviewContent', label: t('reviewLabel'), maxLength: REVIEW_MAX_LENGTH }}
      submitLabel={t('publishReview')}
      className="form review-form"
      testId="review-form"
    >
      <h2>{t('reviewHeading', { otherParty })}</h2>
      <fieldset
        className="review-form__stars"
        aria-describedby={errors.reviewRating ? 'reviewRating-error' : undefined}
      >
        <legend>{t('ratingLegend')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="review-form__star">
            <input type="radio" name="reviewRating" value={stars} required />
            {` ${t('stars', { count: stars })}`}
          </label>
        ))}
        <FieldError id="reviewRating-error" message={errors.reviewRating} />
      </fieldset>
    </TextPostForm>
  );
}

/** The customer's report of a problem with a delivered order (a reason is required). */
export function DisputeForm({
  actionData,
  aboutFiles = false,
}: {
  actionData: TransactionActionData | undefined;
  /** A download's report: about the files, rather than a delivery. */
  aboutFiles?: boolean;
}) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const validation = useFormValidation(disputeForm, actionData?.errors);
  // Open once a reason was asked for, and open it stays while the reason is typed (and its
  // message goes away).
  const [keptOpen, setKeptOpen] = useState(false);
  const asked = Boolean(validation.errors.disputeReason);
  useEffect(() => {
    if (asked) setKeptOpen(true);
  }, [asked]);
  return (
    <details className="dispute-form" open={asked || keptOpen ? true : undefined}>
      <summary>{t(aboutFiles ? 'reportSummary' : 'disputeSummary')}</summary>
      <TextPostForm
        intent="dispute"
        validation={validation}
        text={{
          name: 'disputeReason',
          label: t('disputeReasonLabel'),
          maxLength: DISPUTE_REASON_MAX_LENGTH,
        }}
        submitLabel={t('reportProblem')}
        submitClassName="button button--secondary"
        className="form"
      >
        <p>{t(aboutFiles ? 'reportIntro' : 'disputeIntro')}</p>
      </TextPostForm>
    </details>
  );
}
