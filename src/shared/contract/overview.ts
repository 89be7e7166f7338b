import { z } from '../zod.js';

/**
 * What waits for the staff, counted: an admin counts every league, a moderator only the leagues
 * they moderate. Failed mails are the admins' alone (null for a moderator).
 */
export const ZStaffOverview = z.object({
  pendingApplications: z.number().int().nonnegative(),
  disputedResults: z.number().int().nonnegative(),
  overdueMatches: z.number().int().nonnegative(),
  failedMails: z.number().int().nonnegative().nullable(),
});
export type TStaffOverview = z.infer<typeof ZStaffOverview>;
