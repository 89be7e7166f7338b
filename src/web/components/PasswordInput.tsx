import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/**
 * Mantine's password input with a Turkish name on its show/hide button for screen readers; the
 * button is reached by Tab too (Mantine leaves it out), and the field says it is invalid when it
 * shows an error (Mantine marks that only for styling).
 */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <MantinePasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleFocusable
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Şifreyi gizle' : 'Şifreyi göster',
        // The name says what a press does, so the button is not also a pressed/unpressed toggle.
        'aria-pressed': undefined,
      }}
    />
  );
}
