import { LISTING_WIZARD_TABS_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-tabs';
import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useTexts } from '../../lib/texts.ts';
import type { WizardTabActionData } from './wizard-tab.ts';

/** A tab's messages over its form: the refusal of its last post, or that the changes were saved. */
export function WizardTabMessages({ actionData }: { actionData: WizardTabActionData | undefined }) {
  const t = useTexts(LISTING_WIZARD_TABS_TEXTS);
  return (
    <>
      <FormError message={actionData?.formError} />
      <FormSuccess message={actionData?.savedId ? t('saved') : null} />
    </>
  );
}

/** A tab form's submit button: Next, Publish listing or Save changes (spec §2). */
export function WizardSubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  const t = useTexts(LISTING_WIZARD_TABS_TEXTS);
  return (
    <div className="wizard-tab__actions">
      <SubmitButton className="button" busy={submitting}>
        {submitting ? t('saving') : label}
      </SubmitButton>
    </div>
  );
}

/**
 * A tab's form: a post checked in the browser first (`useFormValidation`'s handlers), the tab's
 * messages over its fields and its submit button under them.
 */
export function WizardTabForm(props: {
  validation: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    submitting: boolean;
  };
  actionData: WizardTabActionData | undefined;
  submitLabel: string;
  /** A class besides `form wizard-tab`. */
  className?: string;
  children: ReactNode;
}) {
  const { validation, actionData, submitLabel, className, children } = props;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={validation.onSubmit}
      onChange={validation.onChange}
      className={className ? `form wizard-tab ${className}` : 'form wizard-tab'}
    >
      <WizardTabMessages actionData={actionData} />
      {children}
      <WizardSubmitButton label={submitLabel} submitting={validation.submitting} />
    </Form>
  );
}
