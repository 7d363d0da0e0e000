import { Button, Group, Switch, Textarea } from '@mantine/core';
import type { ContractForm } from '../../../forms/use-contract-form';

type PlaceValues = { description: string; public: boolean };

interface NewPlaceFieldsProps<V extends PlaceValues, Out> {
  form: ContractForm<V, Out>;
  descriptionMax: number;
  /** Who may find a public place of this kind. */
  publicText: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The end of a create-a-place form: its description, its visibility, then Cancel and create. */
export function NewPlaceFields<V extends PlaceValues, Out>({
  form,
  descriptionMax,
  publicText,
  submitLabel,
  pending,
  onCancel,
}: NewPlaceFieldsProps<V, Out>) {
  return (
    <>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        description={`${form.values.description.length}/${descriptionMax}`}
        {...form.getInputProps('description')}
      />
      <Switch label="Public" description={publicText} {...form.getInputProps('public', { type: 'checkbox' })} />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
