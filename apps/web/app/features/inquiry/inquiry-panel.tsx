import { type FormEvent, lazy, Suspense, useEffect } from 'react';
import { InquiryFormView, type InquiryPanelProps } from './inquiry-form-view.tsx';

// The checks run in the browser come with the form validation code and zod (about 29 kB gzip),
// which the listing page needs for this panel only; most visits never open it. So the page's first
// load leaves them out and the panel fetches them when it shows.
const InquiryCheckedPanel = lazy(() => import('./inquiry-checked-panel.tsx'));

// What was typed into the form shown before its checks loaded: the checked form, which replaces it
// (a page reached by a client-side navigation), starts from it instead of from the empty draft.
let typedBeforeChecks: string | null = null;

const NO_BROWSER_CHECKS = {
  onChange: (event: FormEvent<HTMLFormElement>) => {
    const message = event.currentTarget.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement) typedBeforeChecks = message.value;
  },
  onSubmit: () => {},
  submitting: false,
};

function CheckedPanel(props: InquiryPanelProps) {
  const typed = typedBeforeChecks;
  useEffect(() => {
    typedBeforeChecks = null;
  }, []);
  return <InquiryCheckedPanel {...props} draft={typed ?? props.draft ?? null} />;
}

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
      <CheckedPanel {...props} />
    </Suspense>
  );
}
