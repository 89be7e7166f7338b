import { messages } from '../messages.js';
import { z, zWholeNumber } from '../zod.js';

const m = messages.settings;

/** Bounds (also CHECKs of the settings table): a day of idle time at most; up to 90 days to play. */
export const LOGIN_TIMEOUT_BOUNDS = { min: 1, max: 1440 } as const;
export const MATCH_DEADLINE_BOUNDS = { min: 1, max: 90 } as const;

/** Whole minutes or days in base 10 ("0x10" and "1e2" are no numbers here). */
const bounded = (b: { min: number; max: number }, message: string) => zWholeNumber(b, message);

export const ZSettings = z.object({
  loginTimeout: bounded(LOGIN_TIMEOUT_BOUNDS, m.loginTimeoutRange),
  matchCompletionDeadline: bounded(MATCH_DEADLINE_BOUNDS, m.matchDeadlineRange),
  /** New accounts verify their e-mail before sending offers; left out, the saved choice stays. */
  emailVerification: z.boolean().optional(),
});
/** What the server answers: the saved settings. */
export const ZSettingsResponse = z.object({
  loginTimeout: z.number(),
  matchCompletionDeadline: z.number(),
  emailVerification: z.boolean(),
});
export type TSettings = z.output<typeof ZSettingsResponse>;
export type TSettingsRequest = z.input<typeof ZSettings>;
