import type { TypedApp } from '../../app.js';

/** The offers feature's routes (under /api). */
export async function offersRoutes(_app: TypedApp) {}
