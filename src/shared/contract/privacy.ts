import { messages } from '../messages.js';
import { PRIVACY_NOTICE_MAX_LENGTH } from '../privacy-notice.js';
import { z, zText } from '../zod.js';
import { ZTimestamp } from './common.js';

const m = messages.privacy;

/** The information text in force: its version, its text and when it was saved (null: the built-in one). */
export const ZPrivacyNotice = z.object({
  version: z.number().int(),
  text: z.string(),
  updatedAt: ZTimestamp.nullable(),
});
export type TPrivacyNotice = z.infer<typeof ZPrivacyNotice>;

/** The Super Admin's new information text. */
export const ZSavePrivacyNotice = z.object({
  text: zText({ multiline: true, error: m.textRequired })
    .trim()
    .min(1, { error: m.textRequired })
    .max(PRIVACY_NOTICE_MAX_LENGTH, { error: m.textTooLong }),
});
export type TSavePrivacyNoticeRequest = z.input<typeof ZSavePrivacyNotice>;

/** Deleting one's own account: the password proves it is them. */
export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(128),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** The version of the information text a new account accepts (the checkbox on the register form). */
export const ZAcceptedPrivacyNotice = z
  .number({ error: m.mustAccept })
  .int({ error: m.mustAccept })
  .min(1, { error: m.mustAccept })
  .max(1_000_000, { error: m.mustAccept });
