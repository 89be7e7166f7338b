import type { z } from 'zod';

/**
 * Mantine form validation from the same zod schema the server uses: field → first Turkish message.
 * Use as `useForm({ validate: zodValidate(ZSchema) })`.
 */
export function zodValidate<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
