import { describe, expect, it } from 'vitest';
import { ProcessFormatError, parseProcessEdn } from './process-edn.ts';

const identity = { name: 'test-process', version: 3 };
const minimal = (transitions: string, extra = '') => `{:format :v3 :transitions [${transitions}] ${extra}}`;
const INITIAL = '{:name :transition/start :actor :actor.role/customer :to :state/open}';

// The reference default processes are read in packages/platform/test/process-edn.test.ts, beside
// the `process:check` command that reads the same files.

describe('parseProcessEdn details', () => {
  it('takes name and version from the caller and derives states from the transitions', () => {
    const process = parseProcessEdn(
      minimal(
        `${INITIAL} {:name :transition/close :actor :actor.role/provider :from :state/open :to :state/closed}`,
      ),
      identity,
    );
    expect(process.name).toBe('test-process');
    expect(process.version).toBe(3);
    expect(process.states).toEqual(['state/open', 'state/closed']);
    expect(process.notifications).toEqual([]);
  });

  it('accepts a vector of actors and nested action config', () => {
    const process = parseProcessEdn(
      minimal(`{:name :transition/start :actor [:actor.role/customer :actor.role/operator] :to :state/open
                :actions [{:name :action/reveal-customer-protected-data
                           :config {:key-mapping {:phoneNumber :customerPhoneNumber} :n 2 :flags #{true}
                                    :big 12N :c \\x :s "str" :l (nil) :x nil}}
                          {:name :action/fail :config nil}]}`),
      identity,
    );
    const [start] = process.transitions;
    expect(start?.actors).toEqual(['customer', 'operator']);
    expect(start?.actions).toEqual([
      {
        name: 'action/reveal-customer-protected-data',
        config: {
          'key-mapping': { phoneNumber: 'customerPhoneNumber' },
          n: 2,
          flags: [true],
          big: '12',
          c: 'x',
          s: 'str',
          l: [null],
          x: null,
        },
      },
      { name: 'action/fail' },
    ]);
  });

  it('reads every time function and timepoint', () => {
    const process = parseProcessEdn(
      minimal(
        `${INITIAL}
         {:name :transition/later :from :state/open :to :state/done
          :at {:fn/ignore-if-past [{:fn/min [{:fn/minus [{:fn/timepoint [:time/booking-display-start]} {:fn/period ["P1D"]} {:fn/period ["PT1H"]}]}
                                            {:fn/timepoint [:time/booking-display-end]}
                                            {:fn/timepoint [:time/tx-initiated]}
                                            {:fn/timepoint [:time/last-entered-state :state/open]}
                                            {:fn/timepoint [:time/first-transitioned :transition/start]}]}]}}`,
      ),
      identity,
    );
    expect(process.transitions[1]?.at).toEqual({
      fn: 'ignore-if-past',
      time: {
        fn: 'min',
        times: [
          {
            fn: 'minus',
            time: { fn: 'timepoint', timepoint: 'booking-display-start' },
            periods: ['P1D', 'PT1H'],
          },
          { fn: 'timepoint', timepoint: 'booking-display-end' },
          { fn: 'timepoint', timepoint: 'tx-initiated' },
          { fn: 'timepoint', timepoint: 'last-entered-state', state: 'state/open' },
          { fn: 'timepoint', timepoint: 'first-transitioned', transition: 'transition/start' },
        ],
      },
    });
  });

  it('accepts a string template name', () => {
    const process = parseProcessEdn(
      minimal(
        INITIAL,
        ':notifications [{:name :notification/n :on :transition/start :to :actor.role/provider :template "tpl"}]',
      ),
      identity,
    );
    expect(process.notifications[0]?.template).toBe('tpl');
  });

  it.each([
    ['not a map', '[1 2]', 'expected a map'],
    ['unsupported format', '{:format :v2 :transitions []}', 'unsupported format'],
    ['missing format', '{:transitions []}', 'missing :format'],
    ['unknown top-level key', '{:format :v3 :transitions [] :extra 1}', 'unknown key :extra'],
    ['string map key', '{:format :v3 "x" 1}', 'expected a keyword'],
    ['transitions not a vector', '{:format :v3 :transitions 3}', 'expected a vector'],
    [
      'transition name without namespace',
      minimal('{:name :start :actor :actor.role/customer :to :state/a}'),
      ':transition/',
    ],
    [
      'unknown role',
      minimal('{:name :transition/a :actor :actor.role/admin :to :state/a}'),
      'unknown role admin',
    ],
    ['role not namespaced', minimal('{:name :transition/a :actor :customer :to :state/a}'), ':actor.role/'],
    [
      'privileged not boolean',
      minimal('{:name :transition/a :actor :actor.role/customer :privileged? 1 :to :state/a}'),
      'true or false',
    ],
    ['missing :to', minimal('{:name :transition/a :actor :actor.role/customer}'), 'missing :to'],
    [
      'unknown transition key',
      minimal('{:name :transition/a :actor :actor.role/customer :to :state/a :bogus 1}'),
      'unknown key :bogus',
    ],
    [
      'action without name',
      minimal('{:name :transition/a :actor :actor.role/customer :to :state/a :actions [{}]}'),
      'missing :name',
    ],
    [
      'config not a map',
      minimal(
        '{:name :transition/a :actor :actor.role/customer :to :state/a :actions [{:name :action/x :config [1]}]}',
      ),
      'expected a map',
    ],
    [
      'tagged config',
      minimal(
        '{:name :transition/a :actor :actor.role/customer :to :state/a :actions [{:name :action/x :config {:t #inst "x"}}]}',
      ),
      'not supported in :config',
    ],
    [
      'two-key time map',
      minimal(`${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/min [] :fn/max []}}`),
      'exactly one',
    ],
    [
      'unknown time function',
      minimal(`${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/max []}}`),
      'unknown time function',
    ],
    [
      'unknown timepoint',
      minimal(
        `${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/timepoint [:time/soon]}}`,
      ),
      'unknown timepoint',
    ],
    [
      'plus without period',
      minimal(
        `${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/plus [{:fn/timepoint [:time/booking-end]}]}}`,
      ),
      'one or more periods',
    ],
    [
      'period of wrong function',
      minimal(
        `${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/plus [{:fn/timepoint [:time/booking-end]} {:fn/timepoint [:time/booking-end]}]}}`,
      ),
      'expected {:fn/period',
    ],
    [
      'period not a string',
      minimal(
        `${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/plus [{:fn/timepoint [:time/booking-end]} {:fn/period [7]}]}}`,
      ),
      'ISO-8601 string',
    ],
    [
      'ignore-if-past without time',
      minimal(`${INITIAL} {:name :transition/b :from :state/open :to :state/b :at {:fn/ignore-if-past []}}`),
      'takes a time',
    ],
    [
      'notification to operator',
      minimal(INITIAL, ':notifications [{:on :transition/start :to :actor.role/operator :template :t}]'),
      'customer or the provider',
    ],
    [
      'notification missing template',
      minimal(INITIAL, ':notifications [{:on :transition/start :to :actor.role/customer}]'),
      'missing :template',
    ],
  ])('rejects %s', (_label, text, message) => {
    expect(() => parseProcessEdn(text, identity)).toThrow(message);
  });

  it('reports every semantic problem at once', () => {
    const text = minimal(
      `{:name :transition/a :from :state/x :to :state/y :actor :actor.role/customer}
       {:name :transition/a :from :state/y :to :state/z}`,
      ':notifications [{:on :transition/nope :to :actor.role/customer :template :t}]',
    );
    try {
      parseProcessEdn(text, identity);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ProcessFormatError);
      const { problems } = error as ProcessFormatError;
      expect(problems).toContain('no initial transition');
      expect(problems).toContain('duplicate transition transition/a');
      expect(problems.some((p) => p.includes('either an actor or an :at'))).toBe(true);
      expect(problems.some((p) => p.includes('unknown transition transition/nope'))).toBe(true);
      expect(problems.some((p) => p.includes('cannot be reached'))).toBe(true);
    }
  });
});
