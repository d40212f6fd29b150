import { STYLE_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/style-tab';
import { CARD_STYLES, isCardStyle, ListingStyleFormSchema } from '@mercato/core/validators/listing-style';
import { FieldError } from '../../../components/field-error.tsx';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { schemaForm } from '../../../lib/forms/validate-form.ts';
import { useTexts } from '../../../lib/texts.ts';
import { CARD_STYLE_LOOKS } from '../../listings/card-styles.ts';
import { WizardTabForm } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';

/** The style tab's form: one card style. */
export const parseStyleForm = schemaForm(ListingStyleFormSchema, ['cardStyle']);

/** Whether the stored listing has a card style. */
export function isStyleTabComplete(listing: WizardListing, _setup: WizardSetup): boolean {
  return isCardStyle(listing.publicData.cardStyle);
}

/**
 * The style tab of listing types without photos (spec §2, §3 cardStyle): the colours the listing's
 * card shows its title on, each choice a preview of the card.
 */
export function StyleTab({ listing, actionData, submitLabel }: WizardTabProps) {
  const t = useTexts(STYLE_TAB_TEXTS);
  const validation = useFormValidation(parseStyleForm, actionData?.errors);
  const { errors } = validation;
  const submitted = (actionData?.values as { cardStyle?: unknown } | null | undefined)?.cardStyle;
  const chosen = isCardStyle(submitted) ? submitted : listing?.publicData.cardStyle;
  return (
    <WizardTabForm validation={validation} actionData={actionData} submitLabel={submitLabel}>
      <fieldset aria-describedby={errors.cardStyle ? 'cardStyle-error' : undefined}>
        <legend>{t('legend')}</legend>
        <p className="field__hint">{t('hint')}</p>
        <div className="card-styles">
          {CARD_STYLES.map((style) => {
            const look = CARD_STYLE_LOOKS[style];
            return (
              <div key={style} className="card-style">
                <input
                  id={`cardStyle-${style}`}
                  name="cardStyle"
                  type="radio"
                  value={style}
                  defaultChecked={chosen === style}
                />
                <label
                  htmlFor={`cardStyle-${style}`}
                  style={{ background: look.background, color: look.color }}
                >
                  {listing?.title || look.label}
                  <span className="visually-hidden"> ({look.label})</span>
                </label>
              </div>
            );
          })}
        </div>
        <FieldError id="cardStyle-error" message={errors.cardStyle} />
      </fieldset>
    </WizardTabForm>
  );
}
