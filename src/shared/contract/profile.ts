import { GENDERS, PROVINCES, ROLES } from '../domain.js';
import { messages } from '../messages.js';
import { birthdateAllowed, nameHasWebAddress, phoneHasDigits } from '../rules/person.js';
import { istanbulToday } from '../time.js';
import { z, zWholeNumber } from '../zod.js';
import { requiredText, ZIsoDate } from './common.js';

const m = messages.profile;

/**
 * A first or last name: required, at most 50 characters, and no web address, which a mail naming
 * the person would show as a link (`nameHasWebAddress`).
 */
export const zPersonName = (required: string, webAddress: string) =>
  requiredText(required, 50).refine((v) => !nameHasWebAddress(v), { error: webAddress });
export const ZFirstName = zPersonName(m.firstNameRequired, m.firstNameWebAddress);
export const ZLastName = zPersonName(m.lastNameRequired, m.lastNameWebAddress);

export const ZProfileRequest = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  phone: z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired })
    .regex(/^\+?[0-9 ()-]{7,20}$/, { error: m.phoneInvalid })
    .refine(phoneHasDigits, { error: m.phoneInvalid }),
  birthdate: z
    .string({ error: m.birthdateRequired })
    .min(1, { error: m.birthdateRequired })
    .pipe(ZIsoDate)
    .refine((v) => birthdateAllowed(v, istanbulToday()), { error: m.birthdateInvalid }),
  gender: z.enum(GENDERS, { error: m.genderRequired }),
  city: zWholeNumber({ min: 1, max: 81 }, m.cityRequired).refine((v) => PROVINCES.some((p) => p.code === v), {
    error: m.cityRequired,
  }),
});
export type TProfileRequest = z.input<typeof ZProfileRequest>;

export const ZMe = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  /** Leagues this user moderates: moderators manage those leagues' applications, players and ranks. */
  moderatedLeagueIds: z.array(z.string()),
  /** The portal asks for e-mail verification and this account has not opened its link yet. */
  emailUnverified: z.boolean(),
  profile: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      birthdate: z.string(),
      gender: z.enum(GENDERS),
      city: z.number(),
    })
    .nullable(),
});
export type TMe = z.infer<typeof ZMe>;
