import type { TypedApp } from '../../app.js';

/** The users feature's routes (under /api). */
export async function usersRoutes(_app: TypedApp) {}
