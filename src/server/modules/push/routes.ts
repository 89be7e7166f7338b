import { ZOk } from '../../../shared/contract/common.js';
import {
  ZPushKey,
  ZPushState,
  ZPushStateQuery,
  ZPushSubscriptionRequest,
  ZPushUnsubscribeRequest,
} from '../../../shared/contract/preferences.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getPushState } from './get-push-state.js';
import { deletePushSubscription, savePushSubscription } from './save-push-subscription.js';

export async function pushRoutes(app: TypedApp) {
  const { db, vapid, allowHttpPush } = app.deps;

  // The public half of the server's VAPID key: the browser subscribes with it.
  app.get(
    '/push/key',
    { config: { access: access.signedIn }, schema: { response: { 200: ZPushKey } } },
    async () => ({ publicKey: vapid.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: access.signedIn },
      schema: { body: ZPushSubscriptionRequest, response: { 200: ZOk } },
    },
    async (req) => savePushSubscription(db, req.user!.id, req.body, allowHttpPush),
  );

  // Whether push is on for this device: the profile shows what the server does, not what the
  // browser remembers.
  app.get(
    '/push/subscriptions/state',
    {
      config: { access: access.signedIn },
      schema: { querystring: ZPushStateQuery, response: { 200: ZPushState } },
    },
    async (req) => getPushState(db, req.user!.id, req.query.endpoint),
  );

  // Turning push off on this device: the endpoint names it (only the caller's own is removed).
  app.post(
    '/push/subscriptions/remove',
    {
      config: { access: access.signedIn },
      schema: { body: ZPushUnsubscribeRequest, response: { 200: ZOk } },
    },
    async (req) => deletePushSubscription(db, req.user!.id, req.body.endpoint),
  );
}
