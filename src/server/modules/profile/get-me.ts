import { eq } from 'drizzle-orm';
import type { TMe } from '../../../shared/contract/profile.js';
import { DEFAULT_CITY, DEFAULT_ROLE, type Gender } from '../../../shared/domain.js';
import { isAdminRole, normaliseRole } from '../../../shared/rules/roles.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueModerators, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/**
 * The signed-in user's account, role and profile (null until the profile form is saved), and
 * whether they still have to verify their e-mail (only while the portal asks for it).
 */
export async function getMe(
  db: DbOrTx,
  userId: string,
  portal: { emailVerification: boolean },
): Promise<TMe> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const moderated = await db
    .select({ leagueId: leagueModerators.leagueId })
    .from(leagueModerators)
    .where(eq(leagueModerators.userId, userId));
  const role = normaliseRole(user.role) ?? DEFAULT_ROLE;
  return {
    id: user.id,
    email: user.email,
    role,
    isAdmin: isAdminRole(role),
    moderatedLeagueIds: moderated.map((r) => r.leagueId),
    emailUnverified: portal.emailVerification && !user.emailVerified,
    profile: user.profileCompletedAt
      ? {
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          phone: user.phone ?? '',
          birthdate: user.birthdate ?? '',
          gender: user.gender as Gender,
          city: user.city ?? DEFAULT_CITY,
        }
      : null,
  };
}
