import type { FormEvent } from 'react';
import type { z } from 'zod';
import { messages } from '../../shared/messages.js';
import { noteFormWaiting } from './connection.js';
import { usePreloadOnFirstUse } from './first-use.js';
import { notify } from './notify.js';
import { browserOffline, codeReachable, reconnected, whenOnline } from './online.js';

/** The schema's issues as Mantine form errors: field → first Turkish message. */
function zodErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Mantine form validation from the same zod schema the server uses: field → first Turkish message.
 * Use as `useForm({ validate: zodValidate(ZSchema) })`.
 */
export function zodValidate<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => zodErrors(schema, values);
}

/** A Mantine form's `onSubmit` (the part of `UseFormReturnType` that `LazySchema.onSubmit` needs). */
type SubmittableForm<H> = { onSubmit: (handler: H) => (event?: FormEvent<HTMLFormElement>) => void };

/**
 * The same zod schema the server uses, loaded when the visitor starts using the page: zod (~26 KB
 * gzipped with its Turkish locale) is not on the path of the first screen. Use as
 *
 *     const schema = lazySchema(() => import('…/contract/auth.js').then((m) => m.ZLoginRequest));
 *     // in the component:
 *     usePreloadSchema(schema);
 *     const form = useForm({ initialValues, validate: schema.validate });
 *     <form onSubmit={schema.onSubmit(form, (values) => …)}>
 *
 * `validate` finds no errors until the schema has arrived (shortly after the first tap or focus);
 * `onSubmit` waits for it, so a submitted form is always checked with the same messages.
 */
export function lazySchema<T extends z.ZodType>(load: () => Promise<T>) {
  let schema: T | undefined;
  let loading: Promise<T> | undefined;
  /** A submit waiting for the checks (or the connection to fetch them): one at a time. */
  let waiting = false;
  const preload = () => {
    // Offline, the download waits for the connection (a module asked for offline stays failed).
    loading ??= whenOnline(load).then(
      (s) => {
        schema = s;
        return s;
      },
      (error: unknown) => {
        // A failed download (a dropped connection) is tried again on the next submit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    validate: (values: unknown): Record<string, string> => (schema ? zodErrors(schema, values) : {}),
    /** `form.onSubmit(handler)`, once the schema is here (at once when it already is). */
    onSubmit<H>(form: SubmittableForm<H>, handler: H) {
      return (event?: FormEvent<HTMLFormElement>) => {
        if (schema) return form.onSubmit(handler)(event);
        event?.preventDefault();
        // One send at a time waits for the checks: another tap meanwhile sends nothing more.
        if (waiting) return;
        waiting = true;
        // Offline the form's checks cannot be fetched: it is sent once the connection is back, as
        // every write made offline is, and the player is told so. It counts as waiting
        // (connection.ts) until its write has started, so a reload the page needs meanwhile
        // (lib/pwa) waits for it.
        let counted = false;
        const done = () => {
          waiting = false;
          if (counted) noteFormWaiting(-1);
          counted = false;
        };
        const waitForConnection = () => {
          if (!counted) noteFormWaiting(1);
          counted = true;
          void reconnected().then(attempt);
        };
        const attempt = () => {
          if (!codeReachable()) return waitForConnection();
          void preload().then(
            () => {
              try {
                form.onSubmit(handler)();
              } finally {
                done();
              }
            },
            () => {
              if (browserOffline()) return waitForConnection();
              done();
              notify({ color: 'red', message: messages.common.genericError });
            },
          );
        };
        attempt();
      };
    },
  };
}

export type LazySchema = ReturnType<typeof lazySchema>;

/**
 * Starts loading the schema on the page's first use (a tap, a focus, a key: `onFirstUse`), not when
 * the form renders: a visitor who only looks at the page never downloads zod. The time between a
 * focus and a submit hides the download; a faster submit waits for it (`onSubmit`).
 */
export function usePreloadSchema(schema: LazySchema) {
  usePreloadOnFirstUse(schema.preload);
}
