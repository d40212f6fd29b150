import type { AdminSdk } from '@mercato/sdk/admin/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { pagePathOf } from '../../lib/auth.server.ts';
import { CONSOLE_PATH, isConsolePath } from '../../lib/console-paths.ts';
import type { LoaderArgs } from '../../lib/context.ts';

/** The logged-in operator as console pages show them. */
export interface ConsoleOperator {
  id: string;
  email: string;
  role: 'admin' | 'support';
}

/** The console page to go to after logging in: a console path of this site, else the dashboard. */
export function consoleReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return CONSOLE_PATH;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (!isConsolePath(path) || path.startsWith(`${CONSOLE_PATH}/login`)) return CONSOLE_PATH;
  return value;
}

/** The login page, remembering where the operator was going; `ended` says their session ran out. */
export function consoleLoginRedirect(request: Request, ended = false): Response {
  const page = pagePathOf(request);
  const query = new URLSearchParams();
  if (request.method === 'GET' && page !== CONSOLE_PATH) query.set('next', page);
  if (ended) query.set('ended', '1');
  const qs = query.toString();
  return redirect(`${CONSOLE_PATH}/login${qs ? `?${qs}` : ''}`);
}

/**
 * Runs a console page's calls of the admin API: without a session, or when it has ended, the
 * operator goes to the login page (and back here after); a refusal of their role is a 403 page,
 * a missing record a 404, both shown in the console's frame.
 */
export async function consoleCall<T>(
  args: Pick<LoaderArgs, 'request' | 'context'>,
  work: (sdk: AdminSdk) => Promise<T>,
): Promise<T> {
  const { request, context } = args;
  if (!context.adminSdk.hasSession()) throw consoleLoginRedirect(request);
  try {
    return await work(context.adminSdk);
  } catch (error) {
    if (SdkError.is(error)) {
      if (error.status === 401) throw consoleLoginRedirect(request, true);
      if (error.status === 403 || error.status === 404) throw data(null, { status: error.status });
    }
    throw error;
  }
}

/** The operator of this console session (the frame's loader; every console page has it). */
export async function loadConsoleOperator(
  args: Pick<LoaderArgs, 'request' | 'context'>,
): Promise<ConsoleOperator> {
  const res = await consoleCall(args, (sdk) => sdk.currentOperator());
  return { id: res.data.id, email: res.data.attributes.email, role: res.data.attributes.role };
}
