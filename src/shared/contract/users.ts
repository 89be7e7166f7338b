import { DEFAULT_ROLE, GENDERS, PROVINCES, ROLES } from '../domain.js';
import { messages } from '../messages.js';
import { birthdateAllowed, phoneHasDigits } from '../rules/person.js';
import { istanbulToday } from '../time.js';
import { z, zWholeNumber } from '../zod.js';
import { ZEmail } from './auth.js';
import { pageOf, ZIsoDate, ZPage, ZTimestamp } from './common.js';
import { ZFirstName, ZLastName } from './profile.js';

const m = messages.users;
const p = messages.profile;

/** Rows per page of the user table (spec §9). */
export const USERS_PAGE_SIZE = 8;
export const USER_SORT_FIELDS = ['firstName', 'lastName', 'gender', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const ZUserListQuery = z.object({
  q: z.string().trim().max(100, { error: m.searchTooLong }).default(''),
  sort: z.enum(USER_SORT_FIELDS).default('firstName'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: ZPage,
  /** Rows per page: the user table uses 8 (spec §9); the role table may ask for more. */
  pageSize: zWholeNumber({ min: 1, max: 50 }, messages.common.invalidInput).default(USERS_PAGE_SIZE),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZUserRow = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  city: z.number().nullable(),
  role: z.enum(ROLES),
  profileCompleted: z.boolean(),
  createdAt: ZTimestamp,
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const ZUserPage = pageOf(ZUserRow);
export type TUserPage = z.infer<typeof ZUserPage>;

/**
 * A row of the user table (/userm): also when the account's sign-in lock (after repeated wrong
 * passwords) ends, while it holds; null when it can sign in.
 */
export const ZManagedUserRow = ZUserRow.extend({ signInLockedUntil: ZTimestamp.nullable() });
export type TManagedUserRow = z.infer<typeof ZManagedUserRow>;
export const ZManagedUserPage = pageOf(ZManagedUserRow);
export type TManagedUserPage = z.infer<typeof ZManagedUserPage>;

const optionalPhone = z
  .string()
  .trim()
  .regex(/^(\+?[0-9 ()-]{7,20})?$/, { error: p.phoneInvalid })
  .refine((v) => v === '' || phoneHasDigits(v), { error: p.phoneInvalid })
  .optional()
  .transform((v) => (v ? v : null));

const optionalBirthdate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .pipe(
    ZIsoDate.refine((v) => birthdateAllowed(v, istanbulToday()), { error: p.birthdateInvalid }).nullable(),
  );

/**
 * The add-user and edit-user form (spec §5: gender and province are required selects, the e-mail
 * is an e-mail). Names are required too, so the user table can show and sort them; phone and birth
 * date may be left for the user to fill in at first sign-in (the profile gate asks for them).
 */
export const ZUserRequest = z.object({
  email: ZEmail,
  firstName: ZFirstName,
  lastName: ZLastName,
  phone: optionalPhone,
  birthdate: optionalBirthdate,
  gender: z.enum(GENDERS, { error: p.genderRequired }),
  city: zWholeNumber({ min: 1, max: 81 }, p.cityRequired).refine((v) => PROVINCES.some((x) => x.code === v), {
    error: p.cityRequired,
  }),
  role: z.enum(ROLES, { error: messages.roles.invalidRole }).default(DEFAULT_ROLE),
});
export type TUserRequest = z.input<typeof ZUserRequest>;
export type TUserInput = z.output<typeof ZUserRequest>;

export const ZUserIdParam = z.object({ id: z.string().min(1).max(100) });

export const ZUserSaved = z.object({ user: ZUserRow, message: z.string() });
export type TUserSaved = z.infer<typeof ZUserSaved>;
