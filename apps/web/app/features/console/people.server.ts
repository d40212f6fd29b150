import type { AdminUserResource, AdminUserState } from '@mercato/core/contracts/admin-user';
import { ADMIN_USER_STATES } from '@mercato/core/contracts/admin-user';
import type { AdminUsersQuery } from '@mercato/sdk/admin/users';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';
import { csvLine, csvResponse } from './csv.ts';

/** People per page of the list. */
export const PEOPLE_PAGE_SIZE = 50;
/** The most rows a CSV export holds (100 pages of the API's largest page). */
const EXPORT_MAX_ROWS = 10_000;

/** The list's filters as the page's address carries them. */
export interface PeopleFilters {
  keywords?: string;
  state?: AdminUserState;
  userType?: string;
  createdAtStart?: string;
  createdAtEnd?: string;
  includeDeleted?: 'true';
}

/** The filters of the address (unknown values dropped; the API checks the rest). */
export function peopleFiltersOf(url: URL): PeopleFilters {
  const filters: PeopleFilters = {};
  const text = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const keywords = text('keywords');
  if (keywords) filters.keywords = keywords;
  const state = text('state');
  if (state && (ADMIN_USER_STATES as readonly string[]).includes(state))
    filters.state = state as AdminUserState;
  const userType = text('userType');
  if (userType) filters.userType = userType;
  const start = text('createdAtStart');
  if (start) filters.createdAtStart = start;
  const end = text('createdAtEnd');
  if (end) filters.createdAtEnd = end;
  if (url.searchParams.get('includeDeleted') === 'true') filters.includeDeleted = 'true';
  return filters;
}

function apiQueryOf(filters: PeopleFilters): AdminUsersQuery {
  const { includeDeleted, ...rest } = filters;
  return { ...rest, ...(includeDeleted ? { includeDeleted: true } : {}) };
}

/** A person as a row of the list. */
export function personRowOf(user: AdminUserResource) {
  const { attributes: a } = user;
  return {
    id: user.id,
    name: `${a.profile.firstName} ${a.profile.lastName}`.trim() || a.profile.displayName,
    email: a.email,
    emailVerified: a.emailVerified,
    state: a.state,
    userType: a.userType,
    createdAt: a.createdAt,
    deleted: a.deleted,
  };
}

/** `/console/people`: a page of people, filtered by the address; filters the API refuses are named. */
export async function loadPeople(args: LoaderArgs) {
  const url = new URL(args.request.url);
  const filters = peopleFiltersOf(url);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const userTypes = await args.context.session.sdk.assets.config().then(
    (config) => (config.data as { userTypes?: { userType: string; label?: string }[] }).userTypes ?? [],
    () => [],
  );
  try {
    const res = await consoleCall(args, (sdk) =>
      sdk.users.query({ ...apiQueryOf(filters), page, perPage: PEOPLE_PAGE_SIZE }),
    );
    return {
      filters,
      page,
      totalItems: Number(res.meta.totalItems ?? 0),
      totalPages: Math.max(1, Number(res.meta.totalPages ?? 1)),
      people: res.data.map(personRowOf),
      userTypes: userTypes.map((type) => ({ value: type.userType, label: type.label ?? type.userType })),
      problem: null as string | null,
    };
  } catch (error) {
    if (!(SdkError.is(error) && error.status === 400)) throw error;
    return {
      filters,
      page,
      totalItems: 0,
      totalPages: 1,
      people: [],
      userTypes: userTypes.map((type) => ({ value: type.userType, label: type.label ?? type.userType })),
      problem: error.errors.map((e) => e.title).join('; '),
    };
  }
}

/** `/console/people.csv`: everyone the filters find (up to 10,000), as a spreadsheet reads it. */
export async function exportPeople(args: LoaderArgs): Promise<Response> {
  const filters = peopleFiltersOf(new URL(args.request.url));
  const lines = [
    csvLine([
      'id',
      'email',
      'emailVerified',
      'firstName',
      'lastName',
      'displayName',
      'state',
      'userType',
      'createdAt',
      'deleted',
    ]),
  ];
  for (let page = 1; lines.length <= EXPORT_MAX_ROWS; page += 1) {
    const res = await consoleCall(args, (sdk) =>
      sdk.users.query({ ...apiQueryOf(filters), page, perPage: 100 }),
    );
    for (const user of res.data) {
      const a = user.attributes;
      lines.push(
        csvLine([
          user.id,
          a.email,
          a.emailVerified,
          a.profile.firstName,
          a.profile.lastName,
          a.profile.displayName,
          a.state,
          a.userType,
          a.createdAt,
          a.deleted,
        ]),
      );
    }
    if (page >= Number(res.meta.totalPages ?? 1) || res.data.length === 0) break;
  }
  return csvResponse('people.csv', lines);
}
