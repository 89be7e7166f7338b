import { NOTIFICATION_CATEGORIES } from '../rules/notification-prefs.js';
import { z } from '../zod.js';

export const ZCategoryPreference = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  email: z.boolean(),
  push: z.boolean(),
});

/** A player's notification settings: one row per category (in-app is always on). */
export const ZNotificationSettings = z.object({ categories: z.array(ZCategoryPreference) });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsRequest = z.object({
  categories: z.array(ZCategoryPreference).min(1).max(NOTIFICATION_CATEGORIES.length),
});
export type TNotificationSettingsRequest = z.infer<typeof ZNotificationSettingsRequest>;

/** The one-click unsubscribe link's parts: the user, the category, and the server's signature. */
export const ZUnsubscribeQuery = z.object({
  u: z.string().min(1).max(100),
  c: z.enum(NOTIFICATION_CATEGORIES),
  s: z.string().min(1).max(100),
});
export type TUnsubscribeQuery = z.infer<typeof ZUnsubscribeQuery>;

/**
 * The same link opened in a browser: its values are only carried on to the page (which checks them
 * as the POST does), so a damaged link still reaches the page and its "Bu bağlantı geçersiz".
 */
export const ZUnsubscribeLinkQuery = z.object({
  u: z.string().max(100).optional(),
  c: z.string().max(20).optional(),
  s: z.string().max(100).optional(),
});

export const ZUnsubscribeResult = z.object({ category: z.enum(NOTIFICATION_CATEGORIES) });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

/** The server's VAPID public key, which a browser needs to subscribe to push. */
export const ZPushKey = z.object({ publicKey: z.string() });
export type TPushKey = z.infer<typeof ZPushKey>;

/** A browser's push subscription (PushSubscription.toJSON()). */
export const ZPushSubscriptionRequest = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

export const ZPushUnsubscribeRequest = z.object({ endpoint: z.string().url().max(1000) });

/** Asks whether push is on for this device (its subscription's endpoint) and this player. */
export const ZPushStateQuery = z.object({ endpoint: z.string().url().max(1000) });
/**
 * Whether the server pushes to this device for the caller. A browser keeps its subscription when
 * the server ended push there (a password change or 'Diğer cihazlardaki oturumları kapat' on
 * another device, an eleventh device), so the browser alone cannot tell.
 */
export const ZPushState = z.object({ on: z.boolean() });
export type TPushState = z.infer<typeof ZPushState>;
