import { Button, Group, Switch, Textarea } from '@mantine/core';
import type { ContractForm } from '../../../forms/use-contract-form';
import { COMMUNITY_TEXT, DESCRIPTION_MAX, type CommunityKind } from './community-text';

type PlaceValues = { description: string; public: boolean };

interface NewPlaceFieldsProps<V extends PlaceValues, Out> {
  kind: CommunityKind;
  form: ContractForm<V, Out>;
  pending: boolean;
  onCancel: () => void;
}

/** The end of a create-a-place form: its description, its visibility, then Cancel and create. */
export function NewPlaceFields<V extends PlaceValues, Out>({
  kind,
  form,
  pending,
  onCancel,
}: NewPlaceFieldsProps<V, Out>) {
  const text = COMMUNITY_TEXT[kind];
  return (
    <>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        description={`${form.values.description.length}/${DESCRIPTION_MAX[kind]}`}
        {...form.getInputProps('description')}
      />
      <Switch
        label="Public"
        description={text.publicOnCreate}
        {...form.getInputProps('public', { type: 'checkbox' })}
      />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {text.create}
        </Button>
      </Group>
    </>
  );
}
