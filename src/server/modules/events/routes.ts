import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { openEventStream } from './open-event-stream.js';

export async function eventsRoutes(app: TypedApp) {
  const { live, eventStreams, eventStreamMs } = app.deps;
  // Signed in only: a stream carries nothing but its own player's changes (and ladder versions).
  app.get('/events', { config: { access: access.signedIn }, schema: { hide: true } }, async (req, reply) =>
    openEventStream(req, reply, live, eventStreams, eventStreamMs),
  );
}
