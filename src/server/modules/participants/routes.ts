import type { TypedApp } from '../../app.js';

/** The participants feature's routes (under /api). */
export async function participantsRoutes(_app: TypedApp) {}
