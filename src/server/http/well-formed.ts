import { isWellFormedText } from '../../shared/zod.js';

/**
 * Every string (and object key) in a parsed request part is well-formed Unicode. JSON can carry a
 * lone surrogate ("\ud800"), which no field of ours means and PostgreSQL would store mangled.
 * Walks iteratively: a deeply nested body cannot exhaust the stack.
 */
export function isWellFormedInput(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!isWellFormedText(v)) return false;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (!isWellFormedText(key)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}
