import type { TypedApp } from '../../app.js';

/** The moderators feature's routes (under /api). */
export async function moderatorsRoutes(_app: TypedApp) {}
