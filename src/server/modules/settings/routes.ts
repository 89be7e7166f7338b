import type { TypedApp } from '../../app.js';

/** The settings feature's routes (under /api). */
export async function settingsRoutes(_app: TypedApp) {}
