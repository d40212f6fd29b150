import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
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
  const chosen = running ? navigation.formData?.get('transition') : null;
  return (
    <Form method="post" className="transaction-page__actions" aria-busy={running || undefined}>
      <input type="hidden" name="intent" value="transition" />
      {actions.map((action) => (
        <SubmitButton
          key={action.transition}
          name="transition"
          value={action.transition}
          className={action.emphasis === 'primary' ? 'button' : 'button button--secondary'}
          busy={chosen === action.transition}
          disabled={running}
        >
          {action.label}
        </SubmitButton>
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

/**
 * 1–5 stars and a text: the review of the other party. The stars are radio buttons (arrow keys
 * move between them, each read out as "4 stars"), drawn as stars filled up to the one chosen or
 * pointed at; no script needed.
 */
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
        <legend className="review-form__legend">{t('ratingLegend')}</legend>
        <span className="star-input">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="star-input__star">
              <input type="radio" name="reviewRating" value={stars} required className="star-input__radio" />
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
              <span className="visually-hidden">{t('stars', { count: stars })}</span>
            </label>
          ))}
        </span>
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
