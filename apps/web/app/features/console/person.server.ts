import type { AdminUserResource } from '@mercato/core/contracts/admin-user';
import { CONSOLE_PERSON_TEXTS } from '@mercato/core/texts/catalogs/console/console-people';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';
import { consoleTexts } from './console-texts.ts';

/** The person's page: everything the admin view holds of them. */
export async function loadPerson(args: LoaderArgs) {
  const id = args.params.id ?? '';
  const res = await consoleCall(args, (sdk) => sdk.users.show(id));
  return { person: personViewOf(res.data) };
}

function personViewOf(user: AdminUserResource) {
  const { attributes: a } = user;
  return {
    id: user.id,
    name: `${a.profile.firstName} ${a.profile.lastName}`.trim() || a.profile.displayName,
    displayName: a.profile.displayName,
    email: a.email,
    emailVerified: a.emailVerified,
    pendingEmail: a.pendingEmail,
    state: a.state,
    deleted: a.deleted,
    userType: a.userType,
    createdAt: a.createdAt,
    permissions: a.permissions,
    publicData: a.profile.publicData,
    protectedData: a.profile.protectedData,
    metadata: a.profile.metadata,
  };
}

/** What a change on the person's page did: which one, or why not, and the JSON as typed. */
export interface PersonActionData {
  done: string | null;
  error: string | null;
  fieldErrors: Partial<Record<'metadata' | 'protectedData', string>>;
  typed?: { metadata: string; protectedData: string };
}

/** A JSON object typed into a field: the object, or what is wrong with it. */
export function jsonObjectOf(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, problem: 'it must be an object, in { }' };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}

/** The update that turns `current` into `next` under the API's merge: removed keys set to null. */
export function replacementOf(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const removed = Object.keys(current).filter((key) => !(key in next));
  return { ...Object.fromEntries(removed.map((key) => [key, null])), ...next };
}

const PERMISSION_SETTINGS = new Set(['allow', 'deny', 'default']);

/** The changes of the person's page, one per form (`intent`), each by the admin API. */
export async function changePerson(args: ActionArgs) {
  const id = args.params.id ?? '';
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const answer = (status: number, body: Omit<PersonActionData, 'fieldErrors'> & Partial<PersonActionData>) =>
    data<PersonActionData>({ fieldErrors: {}, ...body }, { status });
  try {
    switch (intent) {
      case 'approve':
        await consoleCall(args, (sdk) => sdk.users.approve(id));
        break;
      case 'ban':
        await consoleCall(args, (sdk) => sdk.users.ban(id));
        break;
      case 'unban':
        await consoleCall(args, (sdk) => sdk.users.unban(id));
        break;
      case 'verify-email':
        await consoleCall(args, (sdk) => sdk.users.verifyEmail(id));
        break;
      case 'delete':
        // The box is required in the browser; a post without it (no JavaScript, a script) is refused.
        if (form.get('confirm') !== 'yes') {
          return answer(400, { done: null, error: consoleTexts(CONSOLE_PERSON_TEXTS)('deleteNeedsConfirm') });
        }
        await consoleCall(args, (sdk) => sdk.users.delete(id));
        break;
      case 'permissions': {
        const setting = (name: string) => {
          const value = String(form.get(name) ?? 'default');
          return (PERMISSION_SETTINGS.has(value) ? value : 'default') as 'allow' | 'deny' | 'default';
        };
        await consoleCall(args, (sdk) =>
          sdk.users.updatePermissions({
            id,
            postListings: setting('postListings'),
            initiateTransactions: setting('initiateTransactions'),
            read: setting('read'),
          }),
        );
        break;
      }
      case 'data': {
        const typed = {
          metadata: String(form.get('metadata') ?? ''),
          protectedData: String(form.get('protectedData') ?? ''),
        };
        const metadata = jsonObjectOf(typed.metadata);
        const protectedData = jsonObjectOf(typed.protectedData);
        if (!metadata.ok || !protectedData.ok) {
          return answer(400, {
            done: null,
            error: null,
            typed,
            fieldErrors: {
              ...(metadata.ok ? {} : { metadata: metadata.problem }),
              ...(protectedData.ok ? {} : { protectedData: protectedData.problem }),
            },
          });
        }
        try {
          // What the form shows is what is saved: keys taken out of the text are removed (null).
          const current = (await consoleCall(args, (sdk) => sdk.users.show(id))).data.attributes.profile;
          await consoleCall(args, (sdk) =>
            sdk.users.updateMetadata({
              id,
              metadata: replacementOf(current.metadata, metadata.value),
              protectedData: replacementOf(current.protectedData, protectedData.value),
            }),
          );
        } catch (error) {
          if (SdkError.is(error) && error.status === 400) {
            return answer(400, { done: null, error: error.errors.map((e) => e.title).join('; '), typed });
          }
          throw error;
        }
        break;
      }
      default:
        return answer(400, { done: null, error: 'unknown change' });
    }
  } catch (error) {
    if (SdkError.is(error) && (error.status === 400 || error.status === 409)) {
      return answer(error.status, { done: null, error: error.errors.map((e) => e.title).join('; ') });
    }
    throw error;
  }
  return answer(200, { done: intent, error: null });
}
