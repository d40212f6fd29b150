import { LISTING_EDITOR_BROWSER_ERRORS } from '@mercato/core/errors/listing-editor-errors';
import { LISTING_WIZARD_PAGE_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-page';
import { LISTING_WIZARD_TABS_TEXTS } from '@mercato/core/texts/catalogs/wizard/listing-wizard-tabs';
import type { CatalogKey, Texts } from '@mercato/core/texts/ui-texts';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { useTexts } from '../../lib/texts.ts';
import { ownListingPath } from '../listings/listing-paths.ts';
import type { ListingWizardActionData, ListingWizardData, PayoutNotice } from './listing-wizard.server.ts';
import { DISCARD_DRAFT_INTENT, type WizardTabProps } from './wizard-tab.ts';
import { previewNav, wizardPath, wizardTabLabel } from './wizard-tabs.ts';

type PageTexts = Texts<CatalogKey<typeof LISTING_WIZARD_PAGE_TEXTS> & string>;

function headingOf({ wizardType, listing }: ListingWizardData, t: PageTexts): string {
  if (wizardType === 'edit') {
    return listing?.title ? t('headingEdit', { title: listing.title }) : t('headingEditUntitled');
  }
  return listing ? t('headingFinish') : t('headingNew');
}

/**
 * On a narrow screen the tabs are one row that scrolls sideways (listing-wizard.css): the current
 * tab is scrolled into the middle of the row, and while the row overflows it takes the keyboard's
 * focus, so its arrow keys reach the tabs out of sight even when none of them is a link yet.
 */
function useStepRow(current: string) {
  const row = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = row.current;
    if (!list) return;
    const fit = () => {
      const overflowing = list.scrollWidth > list.clientWidth + 1;
      if (overflowing) list.tabIndex = 0;
      else list.removeAttribute('tabindex');
      const step = list.querySelector<HTMLElement>(`[data-step="${current}"]`);
      if (overflowing && step) list.scrollLeft = step.offsetLeft - (list.clientWidth - step.offsetWidth) / 2;
    };
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(list);
    return () => watch.disconnect();
  }, [current]);
  return row;
}

/** The tabs as links; a new listing's tabs not yet reached are shown but cannot be opened. */
function WizardNav({ loaderData, nav }: { loaderData: ListingWizardData; nav: ListingWizardData['nav'] }) {
  const { listing, wizardType, tab: current } = loaderData;
  const t = useTexts(LISTING_WIZARD_PAGE_TEXTS);
  const row = useStepRow(current);
  return (
    <nav className="wizard-nav" aria-label={t('stepsLabel')}>
      <ol ref={row}>
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
            <li key={item.tab} className={className} data-step={item.tab}>
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
  const t = useTexts(LISTING_WIZARD_PAGE_TEXTS);
  if (loaderData.listing?.state !== 'draft') return null;
  if (!loaderData.confirmDiscard) {
    return (
      <Link className="wizard__discard" to={`${location.pathname}?discard=confirm`}>
        {t('discardDraft')}
      </Link>
    );
  }
  return (
    <div className="wizard__confirm" role="alertdialog" aria-labelledby="discard-title">
      <p id="discard-title">{t('discardQuestion')}</p>
      <Form method="post" action={location.pathname}>
        <input type="hidden" name="intent" value={DISCARD_DRAFT_INTENT} />
        <button type="submit" className="button button--danger">
          {t('discardConfirm')}
        </button>{' '}
        <Link to={location.pathname}>{t('keepEditing')}</Link>
      </Form>
    </div>
  );
}

/** A line about the author's payout details (publishing with Stripe waits for them), with a link. */
function PayoutNoticeLine({ notice, testId }: { notice: PayoutNotice | null; testId: string }) {
  if (!notice) return null;
  return (
    <div
      className="wizard__notice"
      role={testId === 'payout-details-required' ? 'alert' : undefined}
      data-testid={testId}
    >
      <p>{notice.message}</p>
      {notice.link ? (
        <Link className="button" to={notice.link.href}>
          {notice.link.label}
        </Link>
      ) : null}
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
  const t = useTexts(LISTING_WIZARD_PAGE_TEXTS);
  const tabTexts = useTexts(LISTING_WIZARD_TABS_TEXTS);
  const actionData = props.actionData?.tab === tab ? props.actionData : undefined;
  const { Tab } = props;
  // Before a type is saved the steps know only the details; a type picked in the form shows its tabs.
  const submittedType = (props.actionData?.values as { listingType?: unknown } | null | undefined)
    ?.listingType;
  const [chosenType, setChosenType] = useState(typeof submittedType === 'string' ? submittedType : '');
  const nav = previewNav(loaderData.nav, loaderData.setup.config.listingTypes, chosenType, tabTexts);
  // A saved tab starts over from the listing as stored: the loader's answer arrives after the
  // action's, so the form is keyed by the listing itself rather than by the action.
  return (
    <section className="wizard">
      <header className="wizard__header">
        <h1>{headingOf(loaderData, t)}</h1>
        <div className="wizard__links">
          {listing && listing.state !== 'draft' ? (
            <Link to={ownListingPath(listing)}>{t('viewListing')}</Link>
          ) : null}
          <DiscardDraft loaderData={loaderData} />
        </div>
      </header>
      <div className="wizard__columns">
        <WizardNav loaderData={loaderData} nav={nav} />
        <div className="wizard__panel">
          <h2>{wizardTabLabel(tab, tabTexts)}</h2>
          {listing ? null : <p className="wizard__hint">{t('draftHint')}</p>}
          <PayoutNoticeLine
            notice={props.actionData?.payoutDetails ?? null}
            testId="payout-details-required"
          />
          {props.actionData?.payoutDetails ? null : (
            <PayoutNoticeLine notice={loaderData.payoutReturn} testId="payout-return" />
          )}
          {loaderData.outdatedListingType ? (
            <>
              <FormError message={actionData?.formError} />
              <p className="wizard__notice" data-testid="outdated-listing-type">
                {LISTING_EDITOR_BROWSER_ERRORS.outdatedListingType}
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
