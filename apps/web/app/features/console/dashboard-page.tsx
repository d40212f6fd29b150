import { CONSOLE_DASHBOARD_TEXTS } from '@mercato/core/texts/catalogs/console/console-dashboard';
import type { CatalogTexts } from '@mercato/core/texts/ui-texts';
import { Link } from 'react-router';
import { consoleTexts } from './console-texts.ts';
import type { DashboardView, DashboardWeek } from './dashboard.server.ts';
import { type ChartWeek, moneyFormatOf, shortCount, WeeklyBarChart } from './dashboard-charts.tsx';

type T = CatalogTexts<typeof CONSOLE_DASHBOARD_TEXTS>;

const count = new Intl.NumberFormat('en-US');

/** `2026-11-29T04:27:10.123Z` as `2026-11-29 04:27` (the page says UTC). */
function utcMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** A state's name without its `state/` prefix. */
function stateName(state: string): string {
  return state.replace(/^state\//, '');
}

/** A week's name in sentences: its date, and that it is not over for the current one. */
function weekName(t: T, week: DashboardWeek): string {
  return week.partial ? t('soFar', { week: week.date }) : week.date;
}

/** `/console`: counts, what waits for the operator, weekly charts and transactions by state. */
export function DashboardPage(props: { loaderData: DashboardView }) {
  const t = consoleTexts(CONSOLE_DASHBOARD_TEXTS);
  const view = props.loaderData;
  const { users, listings, transactions, weeks } = view;
  const weekCount = weeks.length;
  const tiles = [
    {
      key: 'people',
      label: t('people'),
      value: users.total,
      note: t('peopleNote', { banned: users.banned }),
      href: users.href,
    },
    {
      key: 'active',
      label: t('activePeople'),
      value: users.active,
      note: t('activePeopleNote', { pending: users.pendingApproval }),
      href: users.activeHref,
    },
    {
      key: 'listings',
      label: t('publishedListings'),
      value: listings.published,
      note: t('publishedListingsNote', {
        drafts: listings.draft,
        closed: count.format(listings.closed),
      }),
      href: listings.publishedHref,
    },
    {
      key: 'transactions',
      label: t('transactions'),
      value: transactions.total,
      note: t('transactionsNote', { recent: count.format(transactions.recent), weeks: weekCount }),
      href: transactions.href,
    },
  ];
  const nothingWaits = view.waiting.every((item) => item.count === 0);
  const countWeeks = (
    values: readonly number[],
    hrefs: readonly string[],
    key: 'newPeopleBar' | 'newListingsBar' | 'newTransactionsBar',
  ): ChartWeek[] =>
    weeks.map((week, i) => ({
      label: week.label,
      partial: week.partial,
      href: hrefs[i],
      description: t(key, { week: weekName(t, week), count: values[i] ?? 0 }),
    }));
  return (
    <div className="dashboard">
      <header className="dashboard__head">
        <h1>{t('heading')}</h1>
        <p className="console-lead">{t('lead', { weeks: weekCount, time: utcMinute(view.generatedAt) })}</p>
      </header>

      <div className="dashboard__overview">
        <section className="dashboard-tiles" aria-labelledby="dashboard-totals">
          <h2 id="dashboard-totals" className="visually-hidden">
            {t('totals')}
          </h2>
          <ul className="dashboard-tiles__list">
            {tiles.map((tile) => (
              <li key={tile.key}>
                <Link to={tile.href} className="dashboard-tile">
                  <span className="dashboard-tile__label">{tile.label}</span>
                  <strong className="dashboard-tile__value">{count.format(tile.value)}</strong>
                  <span className="dashboard-tile__note">{tile.note}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="console-section dashboard-waiting" aria-labelledby="dashboard-waiting">
          <h2 id="dashboard-waiting">{t('waiting')}</h2>
          {nothingWaits ? <p className="dashboard-waiting__none">{t('waitingNone')}</p> : null}
          <ul className="dashboard-waiting__list">
            {view.waiting.map((item) => (
              <li key={item.key}>
                {item.key === 'failedJobs' ? (
                  // The jobs page is the platform's, not a route of this app.
                  <a href={item.href} className="dashboard-waiting__item">
                    <span>{t(item.key)}</span>
                    <span className={countClass(item.count, 'error')}>{count.format(item.count)}</span>
                  </a>
                ) : (
                  <Link to={item.href} className="dashboard-waiting__item">
                    <span>{t(item.key)}</span>
                    <span className={countClass(item.count, 'attention')}>{count.format(item.count)}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <h2 className="visually-hidden">{t('charts')}</h2>
      <div className="dashboard-charts">
        <CountChart
          id="dashboard-new-people"
          title={t('newPeople')}
          summary={t('newPeopleTotal', { count: users.newTotal, weeks: weekCount })}
          values={users.newPerWeek}
          weeks={countWeeks(users.newPerWeek, users.weekHrefs, 'newPeopleBar')}
        />
        <CountChart
          id="dashboard-new-listings"
          title={t('newListings')}
          summary={t('newListingsTotal', { count: count.format(listings.newTotal), weeks: weekCount })}
          values={listings.newPerWeek}
          weeks={countWeeks(listings.newPerWeek, listings.weekHrefs, 'newListingsBar')}
        />
        <CountChart
          id="dashboard-new-transactions"
          title={t('newTransactions')}
          summary={t('newTransactionsTotal', { count: count.format(transactions.recent), weeks: weekCount })}
          values={transactions.perWeek}
          weeks={countWeeks(transactions.perWeek, transactions.weekHrefs, 'newTransactionsBar')}
        />
        {view.money.length === 0 ? (
          <section className="console-section dashboard-chart" aria-labelledby="dashboard-money">
            <h3 id="dashboard-money">{t('payments')}</h3>
            <p className="dashboard-chart__empty">{t('noMoney')}</p>
          </section>
        ) : (
          view.money.map((money) => <MoneyChart key={money.currency} t={t} money={money} weeks={weeks} />)
        )}
      </div>
      {view.money.length > 0 ? <p className="dashboard__note">{t('moneyNote')}</p> : null}

      <section className="console-section dashboard-states" aria-labelledby="dashboard-by-state">
        <h2 id="dashboard-by-state">{t('byState')}</h2>
        {transactions.byState.length === 0 ? (
          <p>{t('noTransactions')}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table dashboard-states__table">
              <thead>
                <tr>
                  <th scope="col">{t('process')}</th>
                  <th scope="col">{t('state')}</th>
                  <th scope="col" className="dashboard-number">
                    {t('count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.byState.map((row, i, rows) => {
                  const first = rows[i - 1]?.processName !== row.processName;
                  return (
                    <tr
                      key={`${row.processName} ${row.state}`}
                      className={first && i > 0 ? 'dashboard-states__first' : undefined}
                    >
                      <td>{first ? <code>{row.processName}</code> : null}</td>
                      <td>
                        <Link to={row.href}>{stateName(row.state)}</Link>
                      </td>
                      <td className="dashboard-number">
                        <Link to={row.href}>{count.format(row.count)}</Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

/** The class of a waiting count: marked when something waits. */
function countClass(value: number, tone: 'attention' | 'error'): string {
  return value > 0 ? `dashboard-count dashboard-count--${tone}` : 'dashboard-count';
}

/** A chart of one weekly count, each week linking to the list behind it. */
function CountChart(props: {
  id: string;
  title: string;
  summary: string;
  values: readonly number[];
  weeks: readonly ChartWeek[];
}) {
  return (
    <section className="console-section dashboard-chart" aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      <p className="dashboard-chart__summary">{props.summary}</p>
      <WeeklyBarChart
        title={props.title}
        weeks={props.weeks}
        series={[{ className: 'dashboard-chart__bar--count', values: props.values }]}
        tickLabel={(value) => shortCount(value)}
      />
    </section>
  );
}

/** GMV and commission of one currency per week, side by side. */
function MoneyChart(props: { t: T; money: DashboardView['money'][number]; weeks: readonly DashboardWeek[] }) {
  const { t, money, weeks } = props;
  const format = moneyFormatOf(money.currency);
  const id = `dashboard-money-${money.currency}`;
  const chartWeeks: ChartWeek[] = weeks.map((week, i) => ({
    label: week.label,
    partial: week.partial,
    description: t('moneyBar', {
      week: weekName(t, week),
      gmv: format.full(money.gmv[i] ?? 0),
      commission: format.full(money.commission[i] ?? 0),
      payments: money.payments[i] ?? 0,
    }),
  }));
  return (
    <section className="console-section dashboard-chart" aria-labelledby={id}>
      <h3 id={id}>{t('money', { currency: money.currency })}</h3>
      <p className="dashboard-chart__summary">
        {t('moneyTotal', {
          gmv: format.full(money.gmvTotal),
          commission: format.full(money.commissionTotal),
          weeks: weeks.length,
        })}
      </p>
      <ul className="dashboard-chart__legend">
        <li>
          <span className="dashboard-chart__swatch dashboard-chart__bar--gmv" />
          {t('gmv')}
        </li>
        <li>
          <span className="dashboard-chart__swatch dashboard-chart__bar--commission" />
          {t('commission')}
        </li>
      </ul>
      <WeeklyBarChart
        title={t('money', { currency: money.currency })}
        weeks={chartWeeks}
        series={[
          { className: 'dashboard-chart__bar--gmv', values: money.gmv },
          { className: 'dashboard-chart__bar--commission', values: money.commission },
        ]}
        tickLabel={format.short}
      />
      <table className="visually-hidden">
        <caption>{t('money', { currency: money.currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('week')}</th>
            <th scope="col">{t('gmv')}</th>
            <th scope="col">{t('commission')}</th>
            <th scope="col">{t('payments')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={week.start}>
              <th scope="row">{weekName(t, week)}</th>
              <td>{format.full(money.gmv[i] ?? 0)}</td>
              <td>{format.full(money.commission[i] ?? 0)}</td>
              <td>{count.format(money.payments[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
