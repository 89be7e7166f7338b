import { messages } from '../../../shared/messages.js';

const m = messages.account;

/** How the account forms' current password field is refused (`proveOwnPassword`). */
export const currentPasswordRefusals = {
  field: 'currentPassword',
  wrong: m.wrongPassword,
  noPassword: m.noPassword,
};
