import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPassword, ZRegisterRequest } from '../contract/auth.js';
import { messages } from '../messages.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { passwordRefusal } from './password.js';

const m = messages.auth;

describe('passwordRefusal', () => {
  it.each([
    ['123456', m.passwordTooCommon],
    ['123456789', m.passwordTooCommon],
    ['qwerty', m.passwordTooCommon],
    ['galatasaray', m.passwordTooCommon],
    ['Galatasaray1905', m.passwordTooCommon],
    ['FENERBAHÇE', m.passwordTooCommon],
    ['fenerbahce2024', m.passwordTooCommon],
    ['Şifre123', m.passwordTooCommon],
    ['345678', m.passwordTooCommon],
    ['aaaaaa', m.passwordOneCharacter],
    ['      ', m.passwordOneCharacter],
    ['çççççççç', m.passwordOneCharacter],
  ])('refuses %j', (password, message) => {
    expect(passwordRefusal(password)).toBe(message);
  });

  it('refuses the e-mail address itself and its name part, in any case', () => {
    expect(passwordRefusal('oyuncu@raket.test', 'oyuncu@raket.test')).toBe(m.passwordIsEmail);
    expect(passwordRefusal('Oyuncu@Raket.test', 'oyuncu@raket.test')).toBe(m.passwordIsEmail);
    expect(passwordRefusal('oyuncu', 'oyuncu@raket.test')).toBe(m.passwordIsEmail);
    expect(passwordRefusal('oyuncu@raket.test')).toBeNull();
  });

  it.each(['gizli123', 'Kort-7 akşam', 'raketim42x', 'yenisi1'])('accepts %j', (password) => {
    expect(passwordRefusal(password, 'oyuncu@raket.test')).toBeNull();
  });

  it('ships a few hundred common passwords, all folded and at least 6 characters', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(250);
    for (const p of COMMON_PASSWORDS) {
      expect(p.length).toBeGreaterThanOrEqual(6);
      expect(p).toBe(p.toLowerCase());
    }
  });

  it('refuses every password made of one repeated character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 6, max: 40 }), (c, n) => {
        expect(passwordRefusal(c.repeat(n))).toBe(m.passwordOneCharacter);
      }),
    );
  });

  it('refuses every common password, also with digits added', () => {
    const list = [...COMMON_PASSWORDS];
    fc.assert(
      fc.property(fc.constantFrom(...list), fc.nat({ max: 9999 }), (p, n) => {
        expect(passwordRefusal(p)).not.toBeNull();
        expect(passwordRefusal(`${p}${n}`)).not.toBeNull();
      }),
    );
  });
});

describe('the password schemas', () => {
  it('keep the length message first and add the reason of the rule', () => {
    expect(ZPassword.safeParse('12345').error?.issues[0].message).toBe(m.shortPassword);
    expect(ZPassword.safeParse('123456').error?.issues[0].message).toBe(m.passwordTooCommon);
    expect(ZPassword.safeParse('gizli123').success).toBe(true);
    const sameAsEmail = ZRegisterRequest.safeParse({
      email: 'ayse@raket.test',
      password: 'ayse@raket.test',
      privacyNoticeVersion: 1,
    });
    expect(sameAsEmail.error?.issues[0]).toMatchObject({ message: m.passwordIsEmail, path: ['password'] });
  });
});
