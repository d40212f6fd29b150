import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import { Form, useRouteLoaderData } from 'react-router';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import type { RootData } from '../../root.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';
import type { CardAdding, PaymentMethodActionData } from './payment-methods.server.ts';
import { type PaymentMethodIntent, paymentMethodForm } from './payment-methods-form.ts';
import type { SavedCardView } from './saved-card.server.ts';
import { StripeCardSetup } from './stripe-card-setup.tsx';

/** The sandbox's card field and its button: saves a first card or replaces the saved one. */
function CardForm(props: { intent: 'save' | 'replace'; actionData: PaymentMethodActionData | undefined }) {
  const t = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  const testPayments = useRouteLoaderData<RootData>('root')?.testPayments === true;
  const mine = props.actionData?.intent === props.intent ? props.actionData : undefined;
  const { errors, onChange, onSubmit, submitting } = useFormValidation(paymentMethodForm, mine?.errors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="form"
      key={props.actionData?.doneId ?? props.intent}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <TextField
        name="cardNumber"
        label={t('cardNumberLabel')}
        autoComplete="cc-number"
        maxLength={23}
        hint={testPayments ? t('cardNumberHint') : undefined}
        error={errors.cardNumber}
      />
      <SubmitButton className="button" busy={submitting}>
        {t(props.intent)}
      </SubmitButton>
    </Form>
  );
}

/** The saved card: what it is, when it expires, and a way to remove it. */
function SavedCard({ card }: { card: SavedCardView }) {
  const t = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  return (
    <section className="saved-card" aria-labelledby="saved-card-heading">
      <h3 id="saved-card-heading">{t('savedCardHeading')}</h3>
      <p className="saved-card__name">{t('savedCard', { brand: card.brand, last4: card.last4 })}</p>
      <p className="saved-card__expiry">
        {t('expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <button type="submit" className="button saved-card__remove">
          {t('remove')}
        </button>
      </Form>
    </section>
  );
}

const DONE_TEXT: Record<PaymentMethodIntent, 'saved' | 'replaced' | 'removed'> = {
  save: 'saved',
  replace: 'replaced',
  remove: 'removed',
};

/** Account settings: the saved card (spec §2 `/account/payment-methods`). */
export function PaymentMethodsPage(props: {
  loaderData: { card: SavedCardView | null; adding: CardAdding };
  actionData: PaymentMethodActionData | undefined;
}) {
  const t = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  const { card, adding } = props.loaderData;
  const done =
    props.actionData?.doneId && props.actionData.intent ? DONE_TEXT[props.actionData.intent] : null;
  const intent = card ? 'replace' : 'save';
  return (
    <AccountSettingsPage
      heading={t('heading')}
      formError={props.actionData?.formError}
      success={done ? t(done) : null}
    >
      <p>{t('intro')}</p>
      {card ? <SavedCard card={card} /> : <p>{t('noCard')}</p>}
      {adding && card ? <h3>{t('replaceHeading')}</h3> : null}
      {adding?.kind === 'sandbox' ? <CardForm intent={intent} actionData={props.actionData} /> : null}
      {adding?.kind === 'stripe' ? (
        <StripeCardSetup
          intent={intent}
          publishableKey={adding.publishableKey}
          clientSecret={adding.clientSecret}
          doneId={props.actionData?.doneId ?? null}
        />
      ) : null}
      {adding === null ? <p>{t('stripeOnly')}</p> : null}
    </AccountSettingsPage>
  );
}
