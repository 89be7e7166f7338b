import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZEmail } from './auth.js';

describe('ZEmail', () => {
  it('takes ordinary addresses, in lower case', () => {
    for (const address of ['Ayse.Yilmaz@Raket.test', "o'neil+lig@kulup.com.tr", 'a_b-c@alt.alan.org'])
      expect(ZEmail.safeParse(address)).toEqual({ success: true, data: address.toLowerCase() });
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
