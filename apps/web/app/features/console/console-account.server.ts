import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';

/** What a change on the account page answers: a new key to add, the outcome, or why not. */
export interface ConsoleAccountActionData {
  setup: { secret: string; uri: string } | null;
  done: 'enabled' | 'disabled' | null;
  error: string | null;
}

/** `/console/account`: the operator as the admin API knows them. */
export async function loadConsoleAccount(args: LoaderArgs) {
  const res = await consoleCall(args, (sdk) => sdk.currentOperator());
  return {
    email: res.data.attributes.email,
    role: res.data.attributes.role,
    twoFactor: res.data.attributes.twoFactor,
  };
}

/** Starts, confirms or turns off two-factor codes (`intent`), each by the admin API. */
export async function changeConsoleAccount(args: ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const code = String(form.get('code') ?? '');
  const answer = (status: number, body: Partial<ConsoleAccountActionData>) =>
    data<ConsoleAccountActionData>({ setup: null, done: null, error: null, ...body }, { status });
  try {
    if (intent === 'start') {
      const res = await consoleCall(args, (sdk) => sdk.startTwoFactor());
      return answer(200, { setup: res.data.attributes });
    }
    if (intent === 'confirm') {
      await consoleCall(args, (sdk) => sdk.confirmTwoFactor(code));
      return answer(200, { done: 'enabled' });
    }
    if (intent === 'disable') {
      await consoleCall(args, (sdk) => sdk.disableTwoFactor(code));
      return answer(200, { done: 'disabled' });
    }
    return answer(400, { error: 'unknown change' });
  } catch (error) {
    if (SdkError.is(error) && (error.status === 400 || error.status === 409)) {
      // A wrong code while setting up: the key is still the one to confirm.
      const setup =
        intent === 'confirm'
          ? { secret: String(form.get('secret') ?? ''), uri: String(form.get('uri') ?? '') }
          : null;
      return answer(error.status, {
        error: error.errors.map((e) => e.title).join('; '),
        setup: setup?.secret ? setup : null,
      });
    }
    throw error;
  }
}
