import { z } from 'zod';

const MoneyJsonSchema = z.object({ amount: z.number(), currency: z.string() });
const count = z.number().int().nonnegative();
/** One count per week of `weeks`, oldest first. */
const perWeek = z.array(count);

/**
 * The `dashboard` resource of the operator's console (issue #30): the marketplace at a glance.
 * Every `perWeek` array is aligned with `weeks` (UTC Mondays, oldest first, the current partial
 * week last). Money is `{amount, currency}` in minor units, as everywhere in the API.
 */
export const DashboardResourceSchema = z.object({
  id: z.string(),
  type: z.literal('dashboard'),
  attributes: z.object({
    generatedAt: z.string(),
    /** The weeks' start dates (`YYYY-MM-DD`, Mondays, UTC), oldest first. */
    weeks: z.array(z.string()),
    /** Accounts not deleted, in disjoint groups (total = active + pendingApproval + banned). */
    users: z.object({
      total: count,
      active: count,
      pendingApproval: count,
      banned: count,
      /** Sign-ups of each week (accounts deleted since included: they signed up). */
      newPerWeek: perWeek,
    }),
    /** Listings not deleted, by state. */
    listings: z.object({
      draft: count,
      pendingApproval: count,
      published: count,
      closed: count,
      /** Listings created in each week that are published now. */
      newPerWeek: perWeek,
    }),
    transactions: z.object({
      total: count,
      /** Transactions by process and current state (`state/…`): by process name, largest first. */
      byState: z.array(z.object({ processName: z.string(), state: z.string(), count })),
      /** Transactions created in each week (every process, inquiries included). */
      perWeek,
    }),
    /**
     * Per currency, per week: `gmv` the pay-in total of the transactions whose payment was captured
     * that week, at their current totals (a payment refunded since counts 0), `commission` what the
     * marketplace keeps of them (pay-in − payout), `payments` how many of those payments stand.
     */
    money: z.array(
      z.object({
        currency: z.string(),
        perWeek: z.array(z.object({ gmv: MoneyJsonSchema, commission: MoneyJsonSchema, payments: count })),
      }),
    ),
    /** What waits for the operator. */
    waiting: z.object({
      pendingUsers: count,
      pendingListings: count,
      disputes: count,
      failedJobs: count,
    }),
  }),
});

/** The console's dashboard figures. */
export type DashboardResource = z.infer<typeof DashboardResourceSchema>;
