import { ZAnnouncementList, ZAnnouncementRequest } from '../../../shared/contract/announcements.js';
import { ZId, ZOk, ZUuidParam } from '../../../shared/contract/common.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { deleteAnnouncement } from './delete-announcement.js';
import { listAnnouncements } from './list-announcements.js';
import { markAnnouncementRead } from './mark-announcement-read.js';
import { createAnnouncement, updateAnnouncement } from './save-announcement.js';

/** The announcements feature's routes (under /api). */
export async function announcementsRoutes(app: TypedApp) {
  const { db } = app.deps;

  // Guests see announcements too (docs/spec-decisions.md §1); signed-in users get their read marks.
  app.get(
    '/announcements',
    { config: { access: access.public }, schema: { response: { 200: ZAnnouncementList } } },
    async (req) => listAnnouncements(db, req.user?.id ?? null, app.deps.now()),
  );

  app.post(
    '/announcements/:id/read',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, response: { 200: ZOk } } },
    async (req) => markAnnouncementRead(db, req.user!.id, req.params.id, app.deps.now()),
  );

  app.post(
    '/announcements',
    { config: { access: access.admin }, schema: { body: ZAnnouncementRequest, response: { 201: ZId } } },
    async (req, reply) =>
      reply.code(201).send(await createAnnouncement(db, req.user!.id, req.body, app.deps.now())),
  );

  app.put(
    '/announcements/:id',
    {
      config: { access: access.admin },
      schema: { params: ZUuidParam, body: ZAnnouncementRequest, response: { 200: ZId } },
    },
    async (req) => updateAnnouncement(db, req.user!.id, req.params.id, req.body, app.deps.now()),
  );

  app.delete(
    '/announcements/:id',
    { config: { access: access.admin }, schema: { params: ZUuidParam, response: { 200: ZOk } } },
    async (req) => deleteAnnouncement(db, req.user!.id, req.params.id),
  );
}
