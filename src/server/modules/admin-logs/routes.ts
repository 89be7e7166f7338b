import type { TypedApp } from '../../app.js';

/** The admin-logs feature's routes (under /api). */
export async function adminLogsRoutes(_app: TypedApp) {}
