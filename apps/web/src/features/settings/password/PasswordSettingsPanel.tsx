import { useState } from 'react';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The password form; after a change it starts again empty (a new form, not edited fields). */
export function PasswordSettingsPanel() {
  const [generation, setGeneration] = useState(0);
  return <ChangePasswordForm key={generation} onChanged={() => setGeneration((n) => n + 1)} />;
}
