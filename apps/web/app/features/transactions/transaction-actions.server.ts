import { FILE_LIMITS } from '@mercato/core/contracts/file';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import type { ActionArgs } from '../../lib/context.ts';
import { MESSAGE_FORM_MAX_BYTES } from '../../lib/forms/form-body-limits.ts';
import { readFormDataWithin } from '../../lib/forms/form-data.server.ts';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { isUuid } from '../../lib/ids.ts';
import { relatedOne } from '../../lib/relationships.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { disputeForm } from './dispute-form.ts';
import { messageForm } from './message-form.ts';
import {
  disputeTransitionOf,
  PARTY_BUTTON_FAILURES,
  partyActionsOf,
  reviewTransitionOf,
} from './party-actions.ts';
import { confirmPaymentAction } from './payment-confirmation.server.ts';
import { reviewForm } from './review-form.ts';
import { partyTransaction } from './transaction-party.server.ts';
import { filesAllowedOf, type TransactionRole, transactionPathOf } from './transaction-view.ts';
import { runTransitionOnce, TRANSITION_IN_PROGRESS } from './transition-guard.server.ts';

/** What the page's actions answer when they did not go through. */
export interface TransactionActionData {
  errors: FieldErrors;
  formError: string | null;
}

/** An answer of the page's action that did not go through: the form's text, the page stays. */
/** A file of a message the platform would not take, with its reason in the reader's words. */
class FileRefused extends Error {}

/**
 * Makes each file of a message at the platform and sends its bytes to its upload URL; their ids,
 * in order. The platform checks them afterwards; the thread shows how that goes.
 */
async function uploadMessageFiles(sdk: MercatoSdk, files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    try {
      const made = await sdk.ownFiles.create({
        name: file.name || 'file',
        mimeType: file.type || 'application/octet-stream',
        size: file.size,
      });
      const upload = await sdk.fileUploads.create(made.data.id);
      await sdk.file.upload(upload.data.attributes, new Uint8Array(await file.arrayBuffer()));
      ids.push(made.data.id);
    } catch (error) {
      if (SdkError.is(error) && error.status === 400) {
        throw new FileRefused(`${file.name}: ${error.errors[0]?.title ?? 'this file cannot be sent'}`);
      }
      throw error;
    }
  }
  return ids;
}

function refused(formError: string | null, status: number, errors: FieldErrors = {}) {
  return data<TransactionActionData>({ errors, formError }, { status });
}

/**
 * Runs one transition of the transaction as the logged-in party, one at a time per transaction,
 * then goes back to the page (so a reload posts nothing). Refusals answer `failedText`.
 */
async function runTransition(
  args: ActionArgs,
  input: {
    id: string;
    transition: string;
    params?: Record<string, unknown>;
    back: string;
    failedText: string;
  },
) {
  const { sdk } = args.context.session;
  const outcome = await runTransitionOnce(input.id, async () => {
    try {
      await sdk.transactions.transition({
        id: input.id,
        transition: input.transition,
        ...(input.params ? { params: input.params } : {}),
      });
      return null;
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return error;
    }
  });
  if (outcome.inProgress) return refused(TRANSITION_IN_PROGRESS, 409);
  if (outcome.value) return refused(input.failedText, failureStatusOf(outcome.value));
  throw redirect(input.back);
}

/**
 * The page's forms: `intent=transition` with the transition of one of the party's buttons
 * (accept, decline, mark delivered…), `intent=confirm-payment`, `intent=review` and
 * `intent=message` (the composer). Each goes back to the page when done.
 */
export async function transactionPageAction(args: ActionArgs, role: TransactionRole) {
  const {
    tx,
    response: { included },
  } = await partyTransaction(args, role);
  const { sdk } = args.context.session;
  const t = await serverTexts(args.context, TRANSACTION_PAGE_TEXTS);
  const form = await readFormDataWithin(args.request, MESSAGE_FORM_MAX_BYTES);
  if (!form) return refused(t('filesTooLarge'), 413);
  const intent = form.get('intent');
  const back = transactionPathOf(role, tx.id);
  if (intent === 'transition') {
    const asked = form.get('transition');
    const action = partyActionsOf(tx, role, t).find((a) => a.transition === asked);
    if (!action) {
      // Done meanwhile (another tab, the other party, a timer) or never theirs to run.
      const known = typeof asked === 'string' ? PARTY_BUTTON_FAILURES[asked] : undefined;
      return refused(known ?? SCREEN_ERROR_MESSAGES['transaction.transitionUnavailable'], 409);
    }
    return runTransition(args, {
      id: tx.id,
      transition: action.transition,
      back,
      failedText: action.failedText,
    });
  }
  if (intent === 'confirm-payment') {
    if (role !== 'customer') return refused(SCREEN_ERROR_MESSAGES['checkout.paymentExpired'], 409);
    const withStripe = Boolean(args.context.stripePublishableKey);
    const refusal = await confirmPaymentAction(args.context.session, tx, back, withStripe);
    return refused(refusal.text, refusal.status);
  }
  if (intent === 'review') {
    const failed = SCREEN_ERROR_MESSAGES['transaction.reviewFailed'];
    const parsed = reviewForm(form);
    if (!parsed.ok) return refused(null, 400, parsed.errors);
    const transition = reviewTransitionOf(tx, role);
    if (!transition) return refused(failed, 409);
    return runTransition(args, { id: tx.id, transition, params: parsed.data, back, failedText: failed });
  }
  if (intent === 'dispute') {
    const failed = SCREEN_ERROR_MESSAGES['transaction.disputeFailed'];
    const parsed = disputeForm(form);
    if (!parsed.ok) return refused(null, 400, parsed.errors);
    const transition = disputeTransitionOf(tx, role);
    if (!transition) return refused(SCREEN_ERROR_MESSAGES['transaction.transitionUnavailable'], 409);
    // Download's `report` keeps no protected data: the reason goes to the thread, where both the
    // provider and the marketplace read it.
    if (transition === 'transition/report') {
      try {
        await sdk.messages.send({ transactionId: tx.id, content: parsed.data.disputeReason });
      } catch (error) {
        if (!SdkError.is(error)) throw error;
        return refused(failed, failureStatusOf(error));
      }
    }
    return runTransition(args, {
      id: tx.id,
      transition,
      params: { protectedData: { disputeReason: parsed.data.disputeReason } },
      back,
      failedText: failed,
    });
  }
  if (intent === 'message') {
    const parsed = messageForm(form);
    if (!parsed.ok) return refused(null, 400, parsed.errors);
    const files = form.getAll('attachments').filter((v): v is File => v instanceof File && v.size > 0);
    if (files.length > FILE_LIMITS.maxPerMessage) {
      return refused(null, 400, { attachments: t('tooManyFiles', { max: FILE_LIMITS.maxPerMessage }) });
    }
    // Files the composer already sent (scripts on), then those sent with the form (scripts off).
    const sent = form.getAll('fileIds').filter((v): v is string => typeof v === 'string' && isUuid(v));
    if (sent.length + files.length > 0) {
      const listing = relatedOne(tx, 'listing', included) as {
        attributes?: { publicData?: Record<string, unknown> };
      } | null;
      const config = await args.context.session.sdk.assets.config();
      if (!filesAllowedOf(listing?.attributes?.publicData, config.data.listingTypes)) {
        return refused(null, 400, { attachments: t('filesNotAllowed') });
      }
    }
    if (sent.length + files.length > FILE_LIMITS.maxPerMessage) {
      return refused(null, 400, { attachments: t('tooManyFiles', { max: FILE_LIMITS.maxPerMessage }) });
    }
    try {
      const attached = [...sent, ...(await uploadMessageFiles(sdk, files))];
      await sdk.messages.send({
        transactionId: tx.id,
        content: parsed.data.content,
        ...(attached.length > 0 ? { publicFileAttachments: attached.map((fileId) => ({ fileId })) } : {}),
      });
    } catch (error) {
      if (error instanceof FileRefused) return refused(null, 400, { attachments: error.message });
      if (!SdkError.is(error)) throw error;
      return refused(SCREEN_ERROR_MESSAGES['transaction.sendMessageFailed'], failureStatusOf(error));
    }
    throw redirect(back);
  }
  return refused(t('unknownAction'), 400);
}
