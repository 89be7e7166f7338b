import { z } from 'zod';
import { messages } from './messages.js';

const m = messages.common;

/**
 * zod's own messages (missing field, wrong type, too big …) for every schema on both sides, in
 * Turkish sentences that speak to the reader. zod's Turkish locale names types and enum keys
 * ("beklenen number, alınan undefined"); it stays the fallback for anything not handled here.
 */
function turkishIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m.required;
      return issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint'
        ? m.invalidNumber
        : m.invalidInput;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? m.required : m.minLength(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return m.minItems(issue.minimum);
      if (issue.origin === 'number' || issue.origin === 'bigint') return m.atLeast(issue.minimum);
      return m.invalidInput;
    case 'too_big':
      if (issue.origin === 'string') return m.tooLong(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return m.maxItems(issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'bigint') return m.atMost(issue.maximum);
      return m.invalidInput;
    case 'invalid_value':
      return m.invalidChoice;
    case 'invalid_format':
      return issue.format === 'email' ? messages.auth.invalidEmail : m.invalidInput;
    case 'unrecognized_keys':
      return m.unknownField;
    default:
      return m.invalidInput;
  }
}

z.config(z.locales.tr());
z.config({ customError: turkishIssue });

export { z };

/** A UTF-16 surrogate without its pair: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 control characters and DEL, tab and line feed excepted (handled per kind of text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Well-formed Unicode: every surrogate has its pair. */
export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s);

/**
 * Unicode's line and paragraph separators, where screens and mail readers also break a line, and
 * the bidirectional embedding, override and isolate controls, which make the text after them read
 * in another order: a name with them could forge lines or reorder the words of a notice about it.
 */
const LINE_SEPARATORS = /[\u2028\u2029]+/g;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/**
 * Characters that show nothing and have no place in a name or a title: the soft hyphen, the
 * zero-width space, the left-to-right, right-to-left and Arabic letter marks, the word joiner and
 * the invisible operators, and the byte order mark. With them a name looks like another one
 * while it is not the same text. The zero-width joiner and non-joiner stay (emoji, other scripts).
 */
const INVISIBLE = /[\u00AD\u061C\u200B\u200E\u200F\u2060-\u2064\uFEFF]/g;

/**
 * A name or a title: line breaks (U+2028 and U+2029 too) and tabs become spaces, other control
 * characters, the bidirectional controls and the invisible characters go.
 */
export const singleLineText = (s: string) =>
  s
    .replace(/[\t\r\n]+/g, ' ')
    .replace(LINE_SEPARATORS, ' ')
    .replace(CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(INVISIBLE, '');

/**
 * Whether a text shows anything: a character that is not a space, a format character (zero-width
 * joiners), a lone combining mark or one of the letters drawn blank (Hangul fillers, the blank
 * Braille pattern). A required name or title must.
 */
export const hasVisibleText = (s: string) => /[^\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u.test(s);

/** Free text (rules, announcements, messages): line breaks kept as LF, other control characters go. */
export const multiLineText = (s: string) => s.replace(/\r\n?/g, '\n').replace(CONTROLS, '');

/**
 * Text typed by a person: control characters removed (a bare CR in a name must not split the lines
 * of a calendar feed or a mail), and refused with a Turkish message unless well-formed Unicode.
 */
export const zText = (options: { multiline?: boolean; error?: string } = {}) =>
  z
    .string({ error: options.error })
    .overwrite(options.multiline ? multiLineText : singleLineText)
    .refine(isWellFormedText, { error: messages.common.malformedText });

/**
 * A whole number in base 10: a JSON number, or a string of digits (a query parameter, a form
 * field). Not "0x10", "1e3", "0b1", " " or "" as `z.coerce.number` would take.
 */
export const zWholeNumber = (bounds: { min: number; max: number }, error?: string) =>
  z
    .union(
      [
        z.number({ error }),
        z
          .string({ error })
          .trim()
          .regex(/^[+-]?\d{1,15}$/, { error }),
      ],
      { error },
    )
    .transform(Number)
    .pipe(z.number().int({ error }).min(bounds.min, { error }).max(bounds.max, { error }));
