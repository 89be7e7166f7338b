import { ROLES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';

export const ZRoleChangeRequest = z.object({
  role: z.enum(ROLES, { error: messages.roles.invalidRole }),
});

export const ZRoleChangeResponse = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  message: z.string(),
});
export type TRoleChangeResponse = z.infer<typeof ZRoleChangeResponse>;
