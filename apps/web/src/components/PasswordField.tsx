import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide button is not named after the field, so the label 'Password'
 * names exactly one control (for screen readers and for tests that find fields by label).
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} {...props} />;
}
