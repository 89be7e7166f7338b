import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { ZEmail, ZLoginRequest } from './auth.js';

describe('ZEmail', () => {
  it('takes ordinary addresses, in lower case', () => {
    for (const address of ['Ayse.Yilmaz@Raket.test', "o'neil+lig@kulup.com.tr", 'a_b-c@alt.alan.org'])
      expect(ZEmail.safeParse(address)).toEqual({ success: true, data: address.toLowerCase() });
  });

  it("reads a capital 'İ' as 'i' and says so when a Turkish letter is left", () => {
    expect(ZEmail.safeParse('İLKER@RAKET.TEST')).toEqual({ success: true, data: 'ilker@raket.test' });
    expect(ZLoginRequest.parse({ email: ' İlker@Raket.test ', password: 'x' }).email).toBe(
      'ilker@raket.test',
    );
    for (const address of ['ılker@raket.test', 'ayşe@raket.test', 'a@gmaıl.com']) {
      const parsed = ZEmail.safeParse(address);
      expect(parsed.success, address).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(messages.auth.emailTurkishLetter);
    }
  });

  it('refuses an address that would add headers to a mailto link or split a To line', () => {
    for (const address of [
      'a@b.c?cc=x%40y.z',
      'a@b.c?bcc=x@y.z',
      '<a@b.c>',
      'a@b.c,x@y.z',
      'a@b.c;x@y.z',
      '"a"@b.c',
    ])
      expect(ZEmail.safeParse(address).success, address).toBe(false);
  });

  it('refuses every address with a control character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), (code) => {
        expect(ZEmail.safeParse(`oyuncu${String.fromCharCode(code)}x@raket.test`).success).toBe(false);
      }),
    );
  });
});
