import type { TypedApp } from '../../app.js';

/** The applications feature's routes (under /api). */
export async function applicationsRoutes(_app: TypedApp) {}
