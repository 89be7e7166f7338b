import type { TypedApp } from '../../app.js';

/** The roles feature's routes (under /api). */
export async function rolesRoutes(_app: TypedApp) {}
