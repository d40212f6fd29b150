import { defineTexts } from '../../ui-texts.ts';

/** The console's audit log, `/console/audit`: every operator action, newest first. */
export const CONSOLE_AUDIT_TEXTS = defineTexts('ConsoleAudit', {
  title: 'Audit log',
  heading: 'Audit log',
  lead: 'Every change made by an operator, the command line or the admin token, newest first.',
  filters: 'Filter the log',
  action: 'Action',
  actionHint: 'As subject.verb, for example user.ban',
  subjectType: 'Kind of record',
  subjectId: 'Record id',
  apply: 'Filter',
  clear: 'Show all',
  when: 'When (UTC)',
  who: 'Who',
  what: 'What',
  subject: 'On',
  change: 'Change',
  none: 'No entries match.',
  count: '{count, plural, one {# entry} other {# entries}}',
  previous: 'Newer',
  next: 'Older',
  pageOf: 'Page {page} of {pages}',
  empty: '(none)',
  badFilter: 'These filters are not valid: {problem}',
});
