import { messages } from '../messages.js';
import { z } from '../zod.js';

const m = messages.settings;

/** Bounds (also CHECKs of the settings table): a day of idle time at most; up to 90 days to play. */
export const LOGIN_TIMEOUT_BOUNDS = { min: 1, max: 1440 } as const;
export const MATCH_DEADLINE_BOUNDS = { min: 1, max: 90 } as const;

const bounded = (b: { min: number; max: number }, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(b.min, { error: message })
    .max(b.max, { error: message });

export const ZSettings = z.object({
  loginTimeout: bounded(LOGIN_TIMEOUT_BOUNDS, m.loginTimeoutRange),
  matchCompletionDeadline: bounded(MATCH_DEADLINE_BOUNDS, m.matchDeadlineRange),
});
export type TSettings = z.output<typeof ZSettings>;
export type TSettingsRequest = z.input<typeof ZSettings>;
