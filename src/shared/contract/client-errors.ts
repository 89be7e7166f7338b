import { messages } from '../messages.js';
import { z } from '../zod.js';

const text = (max: number) => z.string().max(max, { error: messages.common.tooLong(max) });

/** What the web app's error boundary sends when a screen fails to draw (logged, never stored). */
export const ZClientErrorReport = z.object({
  message: text(500),
  /** The page's path when it failed. */
  path: text(300),
  stack: text(4000).optional(),
  componentStack: text(4000).optional(),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
