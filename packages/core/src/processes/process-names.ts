/** Prefix of every transition name on the API (spec §4). */
export const TRANSITION_PREFIX = 'transition/';
/** Prefix of every state name on the API (`transaction.attributes.state`). */
export const STATE_PREFIX = 'state/';
/** Prefix of action names inside a process. */
export const ACTION_PREFIX = 'action/';
/** Prefix of notification names inside a process. */
export const NOTIFICATION_PREFIX = 'notification/';

function withPrefix(prefix: string, name: string): string {
  return name.startsWith(prefix) ? name : `${prefix}${name}`;
}

/** `accept` → `transition/accept`; an already prefixed name is kept, so callers need not care. */
export function toTransitionName(name: string): string {
  return withPrefix(TRANSITION_PREFIX, name);
}

/** `accepted` → `state/accepted`; an already prefixed name is kept. */
export function toStateName(name: string): string {
  return withPrefix(STATE_PREFIX, name);
}

/** `action/accept-booking` stays, `accept-booking` gets the prefix. */
export function toActionName(name: string): string {
  return withPrefix(ACTION_PREFIX, name);
}

/** Drops the namespace of a `ns/name` string (tables and templates name things bare). */
export function toBareName(name: string): string {
  const slash = name.indexOf('/');
  return slash === -1 ? name : name.slice(slash + 1);
}
