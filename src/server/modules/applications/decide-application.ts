import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { isPendingStatus } from '../../../shared/rules/league.js';
import { standsAside } from '../../../shared/rules/staff-conflict.js';
import type { SessionUser } from '../../access.js';
import type { Tx } from '../../db/client.js';
import { leagueApplications, leagues, users } from '../../db/schema/index.js';
import { lockLadder } from '../../domain/ladder.js';
import { notify } from '../../domain/notify.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { assertLeagueStaff } from './staff.js';

/**
 * Locks a pending application for a decision by the league's staff: the league's ladder first,
 * then the application (the lock order of docs/architecture.md, which adding a participant keeps
 * too), so an approval and staff adding the same player at once run one after the other. A
 * moderator's own application is decided by another moderator of the league or an admin.
 */
export async function lockPendingApplication(tx: Tx, user: SessionUser, applicationId: string) {
  const [peek] = await tx
    .select({ leagueId: leagueApplications.leagueId })
    .from(leagueApplications)
    .where(eq(leagueApplications.id, applicationId));
  if (!peek) throw notFound();
  await assertLeagueStaff(tx, user, peek.leagueId);
  const ladder = await lockLadder(tx, peek.leagueId);
  const [application] = await tx
    .select()
    .from(leagueApplications)
    .where(eq(leagueApplications.id, applicationId))
    .for('update');
  if (!application) throw notFound();
  if (!isPendingStatus(application.status)) throw conflict(messages.applications.alreadyDecided);
  if (standsAside(user, application.userId)) throw forbidden(messages.applications.ownApplication);
  const [league] = await tx
    .select({ id: leagues.id, name: leagues.name, gender: leagues.gender })
    .from(leagues)
    .where(eq(leagues.id, application.leagueId));
  const [applicant] = await tx
    .select({ name: users.name, email: users.email, gender: users.gender })
    .from(users)
    .where(eq(users.id, application.userId));
  return { application, league, applicant, ladder };
}

/**
 * Tells the applicant of the decision: a notification, and a mail as they chose for leagues and
 * applications ('leagues'), in the decision's transaction.
 */
export async function tellApplicant(
  tx: Tx,
  application: { id: string; userId: string },
  applicant: { email: string } | undefined,
  text: string,
) {
  const subject = messages.applications.approvedSubject;
  await notify(tx, [
    {
      userId: application.userId,
      subject,
      message: text,
      target: { kind: 'application', id: application.id },
    },
  ]);
  if (applicant?.email) await enqueueMail(tx, { to: [applicant.email], subject, text, category: 'leagues' });
}
