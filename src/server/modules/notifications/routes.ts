import type { TypedApp } from '../../app.js';

/** The notifications feature's routes (under /api). */
export async function notificationsRoutes(_app: TypedApp) {}
