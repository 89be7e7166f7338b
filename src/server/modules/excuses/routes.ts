import type { TypedApp } from '../../app.js';

/** The excuses feature's routes (under /api). */
export async function excusesRoutes(_app: TypedApp) {}
