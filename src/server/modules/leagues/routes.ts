import type { TypedApp } from '../../app.js';

/** The leagues feature's routes (under /api). */
export async function leaguesRoutes(_app: TypedApp) {}
