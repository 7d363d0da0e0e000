import { Button, Group, Stack, TextInput } from '@mantine/core';
import { folderBody } from '@plaza/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { errorsOf } from '../community/use-schema-form';

interface FolderNameFormProps {
  initial?: string;
  submitLabel: string;
  /** Saves the trimmed name; a failure's text shows on the field. */
  onSave: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  size?: 'xs' | 'sm';
}

/**
 * The folder Name field (spec 02 §5: required, at most FOLDER.nameMax), checked by the contract's
 * `folderBody` as the user types; the button stays disabled until the name is valid (and, when
 * renaming, changed).
 */
export function FolderNameForm({ initial = '', submitLabel, onSave, onCancel, size = 'sm' }: FolderNameFormProps) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const parsed = folderBody.safeParse({ title: value });
  const fieldError = touched && !parsed.success ? errorsOf<{ title: string }>(parsed.error.issues).title : undefined;
  const unchanged = parsed.success && initial !== '' && parsed.data.title === initial.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (!parsed.success || unchanged) return;
    setSaving(true);
    try {
      await onSave(parsed.data.title);
    } catch (error) {
      if (isApiError(error)) setServerError(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          size={size}
          data-autofocus
          value={value}
          error={fieldError ?? serverError}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setTouched(true);
            setServerError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size={size} onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size={size} loading={saving} disabled={!parsed.success || unchanged}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
