/** Who may invoke a non-delayed transition (`:actor.role/<role>` in process.edn). */
export type ActorRole = 'customer' | 'provider' | 'operator';

/** Who a notification is sent to (`:to :actor.role/<role>`): only the two parties receive email. */
export type NotificationRecipient = 'customer' | 'provider';

/** Timepoints without arguments: the transaction's creation and the booking's bounds. */
export type PlainTimepoint =
  | 'tx-initiated'
  | 'booking-start'
  | 'booking-end'
  | 'booking-display-start'
  | 'booking-display-end';

/**
 * A time expression of the process format (`{:fn/<name> [args]}`), kept as a tree so it can be
 * evaluated against a transaction's history when a state is entered.
 */
export type TimeExpression =
  | { fn: 'timepoint'; timepoint: PlainTimepoint }
  | { fn: 'timepoint'; timepoint: 'first-entered-state' | 'last-entered-state'; state: string }
  | { fn: 'timepoint'; timepoint: 'first-transitioned'; transition: string }
  | { fn: 'plus' | 'minus'; time: TimeExpression; periods: string[] }
  | { fn: 'min'; times: TimeExpression[] }
  | { fn: 'ignore-if-past'; time: TimeExpression };

/** A value inside an action's `:config` map once read from EDN (keywords become their names). */
export type ActionConfigValue =
  | string
  | number
  | boolean
  | null
  | ActionConfigValue[]
  | { [key: string]: ActionConfigValue };

/** One step a transition runs, in order, with the action's static configuration. */
export interface ProcessAction {
  /** Namespaced name, e.g. `action/create-pending-booking`. */
  name: string;
  /** Present only when the process declares a `:config`. */
  config?: Record<string, ActionConfigValue>;
}

/** One edge of the state machine. */
export interface ProcessTransition {
  /** `transition/<name>`, the string the API uses. */
  name: string;
  /** Roles allowed to invoke it; empty for a delayed transition, which only the system runs. */
  actors: ActorRole[];
  /** Only a trusted caller (trusted:user token, operator tooling) may invoke it. */
  privileged: boolean;
  /** `state/<name>`, or null for an initial transition (used by `transactions/initiate`). */
  from: string | null;
  /** `state/<name>` entered on success. */
  to: string;
  actions: ProcessAction[];
  /** When a delayed transition fires, measured once its `from` state is entered. */
  at: TimeExpression | null;
}

/** An email sent when a transition runs, possibly delayed. */
export interface ProcessNotification {
  /** `notification/<name>`, unique within the process. */
  name: string;
  /** `transition/<name>` that triggers it. */
  on: string;
  to: NotificationRecipient;
  /** Email template name (without namespace), e.g. `booking-new-request`. */
  template: string;
  /** Delay; the notification is dropped if the transaction leaves the state first. */
  at: TimeExpression | null;
}

/** A transaction process version, the data behind one `process.edn`. */
export interface TransactionProcess {
  /** e.g. `default-booking`. */
  name: string;
  /** Transactions keep the version they were created with. */
  version: number;
  /** Every `state/<name>` in order of first appearance among the transitions' from/to. */
  states: string[];
  transitions: ProcessTransition[];
  notifications: ProcessNotification[];
}
