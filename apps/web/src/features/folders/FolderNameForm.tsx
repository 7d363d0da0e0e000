import { Button, Group, Stack, TextInput } from '@mantine/core';
import { folderBody } from '@plaza/contract';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useContractForm } from '../../forms/use-contract-form';

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
  const form = useContractForm({ schema: folderBody, initialValues: { title: initial }, errors: 'change' });
  const [saving, setSaving] = useState(false);
  const valid = form.isValid();
  const unchanged = valid && initial !== '' && form.values.title.trim() === initial.trim();

  const submit = form.submit(async ({ title }) => {
    if (unchanged) return;
    setSaving(true);
    try {
      await onSave(title);
    } catch (error) {
      if (isApiError(error)) form.setFieldError('title', error.message);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk size={size} data-autofocus {...form.field('title')} />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size={size} onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size={size} loading={saving} disabled={!valid || unchanged}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
