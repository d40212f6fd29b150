import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { type ComponentType, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { ownListingPath } from '../listings/listing-paths.ts';
import type { ListingWizardActionData, ListingWizardData } from './listing-wizard.server.ts';
import { DISCARD_DRAFT_INTENT, type WizardTabProps } from './wizard-tab.ts';
import { previewNav, WIZARD_TAB_LABELS, wizardPath } from './wizard-tabs.ts';

function headingOf({ wizardType, listing }: ListingWizardData): string {
  if (wizardType === 'edit') return listing?.title ? `Edit “${listing.title}”` : 'Edit listing';
  return listing ? 'Finish your listing' : 'New listing';
}

/** The tabs as links; a new listing's tabs not yet reached are shown but cannot be opened. */
function WizardNav({ loaderData, nav }: { loaderData: ListingWizardData; nav: ListingWizardData['nav'] }) {
  const { listing, wizardType, tab: current } = loaderData;
  return (
    <nav className="wizard-nav" aria-label="Listing steps">
      <ol>
        {nav.map((item, index) => {
          const label = (
            <>
              <span className="wizard-nav__number" aria-hidden="true">
                {item.complete && item.tab !== current ? '✓' : index + 1}
              </span>
              {item.label}
            </>
          );
          const className = `wizard-nav__item${item.tab === current ? ' wizard-nav__item--current' : ''}`;
          return (
            <li key={item.tab} className={className}>
              {item.tab === current ? (
                <span aria-current="step">{label}</span>
              ) : item.reached && listing ? (
                <Link to={wizardPath(listing, wizardType, item.tab)}>{label}</Link>
              ) : (
                <span className="wizard-nav__locked" aria-disabled="true">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Discarding a draft asks first (spec §4), with a page that needs no JavaScript. */
function DiscardDraft({ loaderData }: { loaderData: ListingWizardData }) {
  const location = useLocation();
  if (loaderData.listing?.state !== 'draft') return null;
  if (!loaderData.confirmDiscard) {
    return (
      <Link className="wizard__discard" to={`${location.pathname}?discard=confirm`}>
        Discard draft
      </Link>
    );
  }
  return (
    <div className="wizard__confirm" role="alertdialog" aria-labelledby="discard-title">
      <p id="discard-title">Discard this draft? Everything you entered will be lost.</p>
      <Form method="post" action={location.pathname}>
        <input type="hidden" name="intent" value={DISCARD_DRAFT_INTENT} />
        <button type="submit" className="button button--danger">
          Yes, discard draft
        </button>{' '}
        <Link to={location.pathname}>Keep editing</Link>
      </Form>
    </div>
  );
}

/**
 * EditListingPage (spec §2): the steps of a listing, the current tab's form, and the way out —
 * discarding a draft, or viewing the listing being edited. `Tab` is the form of the tab the route
 * shows (each tab is its own route module, so a page loads one tab's code).
 */
export function ListingWizardPage(props: {
  loaderData: ListingWizardData;
  actionData: ListingWizardActionData | undefined;
  Tab: ComponentType<WizardTabProps>;
}) {
  const { loaderData } = props;
  const { listing, tab, wizardType, setup } = loaderData;
  const actionData = props.actionData?.tab === tab ? props.actionData : undefined;
  const { Tab } = props;
  // Before a type is saved the steps know only the details; a type picked in the form shows its tabs.
  const submittedType = (props.actionData?.values as { listingType?: unknown } | null | undefined)
    ?.listingType;
  const [chosenType, setChosenType] = useState(typeof submittedType === 'string' ? submittedType : '');
  const nav = previewNav(loaderData.nav, loaderData.setup.config.listingTypes, chosenType);
  // A saved tab starts over from the listing as stored: the loader's answer arrives after the
  // action's, so the form is keyed by the listing itself rather than by the action.
  return (
    <section className="wizard">
      <header className="wizard__header">
        <h1>{headingOf(loaderData)}</h1>
        <div className="wizard__links">
          {listing && listing.state !== 'draft' ? (
            <Link to={ownListingPath(listing)}>View listing</Link>
          ) : null}
          <DiscardDraft loaderData={loaderData} />
        </div>
      </header>
      <div className="wizard__columns">
        <WizardNav loaderData={loaderData} nav={nav} />
        <div className="wizard__panel">
          <h2>{WIZARD_TAB_LABELS[tab]}</h2>
          {listing ? null : (
            <p className="wizard__hint">Your listing is saved as a draft once you continue from this step.</p>
          )}
          {loaderData.outdatedListingType ? (
            <>
              <FormError message={actionData?.formError} />
              <p className="wizard__notice" data-testid="outdated-listing-type">
                {SCREEN_ERROR_MESSAGES['listing.outdatedListingType']}
              </p>
            </>
          ) : (
            <Tab
              key={`${tab}-${listing ? JSON.stringify(listing) : 'new'}`}
              listing={listing}
              wizardType={wizardType}
              tab={tab}
              setup={setup}
              tabData={loaderData.tabData}
              actionData={actionData}
              submitLabel={loaderData.submitLabel}
              onListingTypeChange={setChosenType}
            />
          )}
        </div>
      </div>
    </section>
  );
}
