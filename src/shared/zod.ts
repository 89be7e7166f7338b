import { z } from 'zod';
import { messages } from './messages.js';

// zod's own messages (wrong type, too big …) in Turkish, for every schema on both sides.
z.config(z.locales.tr());

export { z };

/** A UTF-16 surrogate without its pair: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 control characters and DEL, tab and line feed excepted (handled per kind of text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Well-formed Unicode: every surrogate has its pair. */
export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s);

/** A name or a title: line breaks and tabs become spaces, other control characters go. */
export const singleLineText = (s: string) => s.replace(/[\t\r\n]+/g, ' ').replace(CONTROLS, '');

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
