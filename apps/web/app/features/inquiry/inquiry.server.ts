import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { pagePathOf, requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs } from '../../lib/context.ts';
import { type RefusalRule, textRefusalOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { isUuid } from '../../lib/ids.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { inquiryForm } from './inquiry-form.ts';
import { inquiryTransitionOf } from './inquiry-transition.ts';

/** What the inquiry action answers when nothing was sent. */
export interface InquiryActionData {
  errors: FieldErrors;
  formError: string | null;
}

/** The inquiry's wording of a refused inquiry transition. */
const INQUIRY_REFUSALS: readonly RefusalRule<string>[] = [
  { when: 'user-pending-approval', outcome: SCREEN_ERROR_MESSAGES['inquiry.pendingApproval'] },
  { when: 'permission-denied-pending-approval', outcome: SCREEN_ERROR_MESSAGES['inquiry.pendingApproval'] },
  { when: 403, outcome: SCREEN_ERROR_MESSAGES['inquiry.noTransactionRights'] },
  { when: 429, outcome: SCREEN_ERROR_MESSAGES['inquiry.tooManyRequests'] },
];

/** The longest return path the login and signup pages keep (`safeReturnPath`). */
const MAX_RETURN_PATH = 2000;

/**
 * Where a visitor who wrote to a provider without being logged in comes back to: the listing page
 * with the inquiry form open and what they wrote in it, when that fits in a return path (a very long
 * message does not: the form opens empty, and the browser's back button still has the text).
 */
function draftReturnPath(request: Request, message: FormDataEntryValue | null): string {
  const page = new URL(pagePathOf(request), 'http://page');
  page.searchParams.set('intent', 'contact');
  const open = `${page.pathname}${page.search}`;
  if (typeof message !== 'string' || !message.trim()) return open;
  page.searchParams.set('message', message);
  const withDraft = `${page.pathname}${page.search}`;
  return withDraft.length <= MAX_RETURN_PATH ? withDraft : open;
}

/**
 * The listing page's inquiry (spec §2, issue #9): the inquiry transition of the listing's process,
 * then the first message, then the order page where the conversation goes on.
 */
export async function sendInquiry({ request, params, context }: ActionArgs) {
  const { session } = context;
  const form = await request.formData();
  await requireUser(request, session, draftReturnPath(request, form.get('message')));
  const id = params.id ?? '';
  if (!isUuid(id)) throw data(null, { status: 404 });
  const parsed = inquiryForm(form);
  if (!parsed.ok) return data<InquiryActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
  let processAlias: unknown;
  try {
    processAlias = (await session.sdk.listings.show({ id })).data.attributes.publicData
      ?.transactionProcessAlias;
  } catch (error) {
    throwReadRefusal(error, request);
  }
  const transition = typeof processAlias === 'string' ? inquiryTransitionOf(processAlias) : null;
  if (typeof processAlias !== 'string' || !transition) {
    return data<InquiryActionData>(
      { errors: {}, formError: SCREEN_ERROR_MESSAGES['checkout.noTransactionProcess'] },
      { status: 409 },
    );
  }
  let transactionId: string;
  try {
    const created = await session.sdk.transactions.initiate({
      processAlias,
      transition,
      params: { listingId: id },
    });
    transactionId = created.data.id;
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const { status, text } = textRefusalOf(error, INQUIRY_REFUSALS, SCREEN_ERROR_MESSAGES['inquiry.failed']);
    return data<InquiryActionData>({ errors: {}, formError: text }, { status });
  }
  try {
    await session.sdk.messages.send({ transactionId, content: parsed.data.message });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    // The conversation exists; the order page's composer can send the message again.
  }
  throw redirect(`/order/${transactionId}`);
}
