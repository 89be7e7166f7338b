import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { type MailErrorKind, mailErrorKind, mailErrorText } from './mail-error.js';

describe('mail delivery errors in Turkish', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:587', 'refused'],
    ['getaddrinfo ENOTFOUND smtp.ornek.invalid', 'unknownHost'],
    ['Greeting never received', 'timeout'],
    ['Connection timeout', 'timeout'],
    ['Invalid login: 535 5.7.8 Username and Password not accepted', 'login'],
    ['Missing credentials for "PLAIN"', 'login'],
    ['self-signed certificate in certificate chain', 'tls'],
    ['Connection closed unexpectedly', 'closed'],
    ["Can't send mail - all recipients were rejected: 550 5.1.1 <x@y.z>: User unknown", 'recipient'],
    ['Message failed: 421 4.7.0 Try again later', 'temporary'],
    ['Message failed: 554 5.7.1 Message rejected as spam', 'rejected'],
    ["EACCES: permission denied, open '/data/mail/00000001.eml'", 'file'],
    ['something nobody foresaw', 'other'],
  ] as [string, MailErrorKind][])('%s → %s', (recorded, kind) => {
    expect(mailErrorKind(recorded)).toBe(kind);
    // A Turkish sentence for the admin, without the server's English words.
    expect(mailErrorText(recorded)).toBe(messages.mail.deliveryErrors[kind]);
    expect(mailErrorText(recorded)).not.toContain(recorded);
  });
});
