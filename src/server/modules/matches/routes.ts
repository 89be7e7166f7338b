import type { TypedApp } from '../../app.js';

/** The matches feature's routes (under /api). */
export async function matchesRoutes(_app: TypedApp) {}
