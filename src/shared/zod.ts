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
      if (issue.origin === 'string') return m.tooLong;
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
