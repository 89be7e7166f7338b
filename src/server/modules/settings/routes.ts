import { ZPrivacyNotice, ZSavePrivacyNotice } from '../../../shared/contract/privacy.js';
import { ZSettings, ZSettingsResponse } from '../../../shared/contract/settings.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { currentPrivacyNotice } from '../../domain/privacy-notice.js';
import { getSettings } from './get-settings.js';
import { savePrivacyNotice } from './save-privacy-notice.js';
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

  // --- KVKK: the information text (Aydınlatma Metni) -------------------------------------------
  // Anyone reads it (sign-up, /aydinlatma-metni); only a Super Admin replaces it.
  app.get(
    '/privacy-notice',
    { config: { access: access.public }, schema: { response: { 200: ZPrivacyNotice } } },
    async () => currentPrivacyNotice(db),
  );

  app.put(
    '/settings/privacy-notice',
    {
      config: { access: access.superAdmin },
      schema: { body: ZSavePrivacyNotice, response: { 200: ZPrivacyNotice } },
    },
    async (req) => {
      const { changed: _, ...saved } = await savePrivacyNotice(
        db,
        req.user!.id,
        req.body.text,
        app.deps.now(),
      );
      return saved;
    },
  );
}
