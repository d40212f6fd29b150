import { z } from 'zod';

/**
 * Who may see and do what before approval (spec §1, §6): a private marketplace hides search,
 * listing and profile pages from visitors; approvals gate joining and publishing.
 */
export const AccessControlSchema = z.object({
  marketplace: z.object({ private: z.boolean().default(false) }).default({ private: false }),
  users: z
    .object({ requireApprovalToJoin: z.boolean().default(false) })
    .default({ requireApprovalToJoin: false }),
  listings: z
    .object({ requireApprovalToPublish: z.boolean().default(false) })
    .default({ requireApprovalToPublish: false }),
});
/** Parsed access control config. */
export type AccessControlConfig = z.infer<typeof AccessControlSchema>;
