import { ZSettings, ZSettingsResponse } from '../../../shared/contract/settings.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getSettings } from './get-settings.js';
import { saveSettings } from './save-settings.js';

/** General settings (/settings): loginTimeout and matchCompletionDeadline, admins only. */
export async function settingsRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/settings',
    { config: { access: access.admin }, schema: { response: { 200: ZSettingsResponse } } },
    async () => getSettings(db),
  );

  app.put(
    '/settings',
    { config: { access: access.admin }, schema: { body: ZSettings, response: { 200: ZSettingsResponse } } },
    async (req) => {
      const saved = await saveSettings(db, req.user!.id, req.body, app.deps.now());
      // The idle timeout applies to every session from the next request on.
      app.deps.settings.invalidate();
      return saved;
    },
  );
}
