import type { TypedApp } from '../../app.js';

/** The announcements feature's routes (under /api). */
export async function announcementsRoutes(_app: TypedApp) {}
