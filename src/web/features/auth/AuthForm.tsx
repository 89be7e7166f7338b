import { Button, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { PasswordInput } from '../../components/PasswordInput.js';

/**
 * A signed-out form: its fields, the failed attempt's message and one full-width submit button.
 * Validation is the caller's (`schema.onSubmit`), so the browser's own is off. The button is
 * disabled while the form is sent, which drops the focus: a failed attempt puts it on its message,
 * which a screen reader then reads and from which Tab goes on to the button (a focus the player
 * has put somewhere meanwhile stays there).
 */
export function AuthForm({
  onSubmit,
  error,
  errorFallback,
  submitLabel,
  pending,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  errorFallback?: string;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (error && (!active || active === document.body)) alert.current?.focus();
  }, [error]);
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <ErrorAlert error={error} fallback={errorFallback} mb="md" ref={alert} />
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The account's e-mail address, filled in by the browser. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="E-posta" type="email" autoComplete="email" required {...props} />;
}

/** The password: the account's own (`current`) or one being chosen (`new`, which password managers offer to fill). */
export function PasswordField({
  kind,
  label = 'Şifre',
  ...props
}: PasswordInputProps & { kind: 'current' | 'new' }) {
  return <PasswordInput label={label} autoComplete={`${kind}-password`} required mb="md" {...props} />;
}
