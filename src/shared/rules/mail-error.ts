// Why a mail did not go out, read from the error text delivery recorded (nodemailer's SMTP errors,
// Node's network and file errors), so the admin log and the outbox say it in Turkish.
import { messages } from '../messages.js';

export type MailErrorKind = keyof typeof messages.mail.deliveryErrors;

/** The first pattern the recorded error matches decides its kind; order matters. */
const KINDS: [RegExp, MailErrorKind][] = [
  [/ECONNREFUSED/i, 'refused'],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/i, 'unknownHost'],
  [/\b(EAUTH|Invalid login|Missing credentials|authentication|535)\b/i, 'login'],
  [/certificate|\bTLS\b|\bSSL\b|wrong version number|self[- ]signed/i, 'tls'],
  [/ETIMEDOUT|timeout|timed out|Greeting never received/i, 'timeout'],
  [/ECONNRESET|EPIPE|socket hang up|Connection closed|Unexpected socket close/i, 'closed'],
  [/recipients? (were |was )?rejected|EENVELOPE|\b55[013]\b/i, 'recipient'],
  [/\b4\d\d\b/, 'temporary'],
  [/\b5\d\d\b|EMESSAGE/i, 'rejected'],
  [/EACCES|ENOSPC|EROFS|EPERM|ENOENT/, 'file'],
];

export function mailErrorKind(recorded: string): MailErrorKind {
  return KINDS.find(([pattern]) => pattern.test(recorded))?.[1] ?? 'other';
}

/** The recorded error as a Turkish sentence an admin can act on. */
export const mailErrorText = (recorded: string): string =>
  messages.mail.deliveryErrors[mailErrorKind(recorded)];
