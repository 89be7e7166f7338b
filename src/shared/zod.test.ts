import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasVisibleText,
  isWellFormedText,
  multiLineText,
  singleLineText,
  zText,
  zWholeNumber,
} from './zod.js';

describe('zWholeNumber', () => {
  const n = zWholeNumber({ min: 1, max: 1440 }, 'sayı');
  it.each(['0x10', '1e2', '0b11', '0o7', ' ', '', '12.0', '1_000', 'Infinity', '٣', true, null, 12.5])(
    'refuses %j',
    (v) => {
      expect(n.safeParse(v).error?.issues[0].message).toBe('sayı');
    },
  );
  it('takes whole base-10 numbers, as numbers or as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (v) => {
        expect(n.parse(v)).toBe(v);
        expect(n.parse(String(v))).toBe(v);
        expect(n.parse(` ${String(v).padStart(6, '0')} `)).toBe(v);
      }),
    );
  });
});

describe('typed text', () => {
  it('keeps no control character (multi-line text: only tab and line feed)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is about them.
        expect(singleLineText(s)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is about them.
        expect(multiLineText(s)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      }),
    );
  });

  it('keeps a name on one line and in its order: no line or paragraph separator, no bidirectional control', () => {
    expect(singleLineText('Ali\u2028Raket Yönetimi:\u2029Veli')).toBe('Ali Raket Yönetimi: Veli');
    expect(singleLineText('Ayşe\u202Elif\u202C Demir\u2067x\u2069')).toBe('Ayşelif Demirx');
    expect(zText().parse('\u202Egnp.exe')).toBe('gnp.exe');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(singleLineText(s)).not.toMatch(/[\u2028\u2029\u202A-\u202E\u2066-\u2069]/);
      }),
    );
  });

  it('keeps no invisible character in a name, but the joiners of an emoji; knows a text that shows nothing', () => {
    expect(singleLineText('Ay\u200Bşe\u00AD K\u2060aya\u200F\uFEFF')).toBe('Ayşe Kaya');
    expect(singleLineText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    for (const blank of ['', ' ', '\u200C', '\u200D\u3164', '\u0301', '\u2800\u115F'])
      expect(hasVisibleText(blank)).toBe(false);
    for (const shown of ['A', 'ı', '7', '👍', 'é']) expect(hasVisibleText(shown)).toBe(true);
  });

  it('tells well-formed Unicode from lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(isWellFormedText(s)).toBe(true);
      }),
    );
    expect(isWellFormedText('a\ud800')).toBe(false);
    expect(isWellFormedText('\udc00a')).toBe(false);
    expect(isWellFormedText('\ud83c\udfbe')).toBe(true);
    expect(zText().safeParse('Ay\ud800şe').error?.issues[0].message).toBe(
      'Gönderilen metin geçersiz karakterler içeriyor. Lütfen metni yeniden yazınız.',
    );
    expect(zText().parse('Ayşe\rKort\u0007')).toBe('Ayşe Kort');
    expect(zText({ multiline: true }).parse('a\r\nb\rc')).toBe('a\nb\nc');
  });
});
