import type { TypedApp } from '../../app.js';

/** The reminders feature's routes (under /api). */
export async function remindersRoutes(_app: TypedApp) {}
