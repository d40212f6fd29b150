import { lazy, Suspense } from 'react';
import { InquiryFormView, type InquiryPanelProps } from './inquiry-form-view.tsx';

// The checks run in the browser come with the form validation code and zod (about 29 kB gzip),
// which the listing page needs for this panel only; most visits never open it. So the page's first
// load leaves them out and the panel fetches them when it shows.
const InquiryCheckedPanel = lazy(() => import('./inquiry-checked-panel.tsx'));

const NO_BROWSER_CHECKS = { onChange: () => {}, onSubmit: () => {}, submitting: false };

/**
 * The listing page's inquiry (spec §2): a first message to the provider, which opens a conversation.
 * Until its checks have loaded (and without scripts) the same form posts as it is, and the action
 * answers with the same messages.
 */
export function InquiryPanel(props: InquiryPanelProps) {
  return (
    <Suspense
      fallback={
        <InquiryFormView
          {...props}
          validation={{ ...NO_BROWSER_CHECKS, errors: props.actionData?.errors ?? {} }}
        />
      }
    >
      <InquiryCheckedPanel {...props} />
    </Suspense>
  );
}
