import { Button, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ZONE } from '@plaza/contract';
import type { z } from 'zod';
import { useContractForm } from '../../../forms/use-contract-form';
import { changedFields, type DetailsValues } from './changed-fields';
import { COMMUNITY_TEXT, DESCRIPTION_MAX, type CommunityKind } from './community-text';
import { errorsInPlace } from './errors-in-place';

export interface DetailsFormProps<Out> {
  kind: CommunityKind;
  /** The saved values; a channel has no `subdomain`. */
  saved: DetailsValues;
  canEdit: boolean;
  /** The contract's update schema: the form says what the server would. */
  schema: z.ZodType<Out>;
  save: (body: Out) => Promise<unknown>;
  saving: boolean;
}

/**
 * Name, (zone) address, description and visibility. Fields are disabled without canEdit; Save is
 * disabled until a value differs from the saved one, and sends only what changed (spec 02 §5, §6).
 */
export function DetailsForm<Out>({ kind, saved, canEdit, schema, save, saving }: DetailsFormProps<Out>) {
  const text = COMMUNITY_TEXT[kind];
  const form = useContractForm({ schema, initialValues: saved, input: (values) => changedFields(saved, values) });
  const { values } = form;
  const changed = Object.keys(changedFields(saved, values)).length > 0;

  const submit = form.submit((body) => {
    if (!changed || !canEdit) return;
    save(body).catch((error: unknown) => form.setErrors(errorsInPlace(error)));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${kind}-details`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`${kind}-details`}>
          Details
        </Title>
        {!canEdit && (
          <Text size="sm" c="dimmed">
            Your role in this {text.noun} may not change its details.
          </Text>
        )}
        <TextInput label={`${text.title} name`} withAsterisk disabled={!canEdit} {...form.getInputProps('name')} />
        {values.subdomain !== undefined && (
          <TextInput
            label="Zone address"
            withAsterisk
            disabled={!canEdit}
            description={`${ZONE.subdomainMin} to ${ZONE.subdomainMax} lower-case letters, digits and hyphens. The zone's site moves to the new address.`}
            {...form.getInputProps('subdomain')}
          />
        )}
        <Textarea
          label="Description"
          disabled={!canEdit}
          rows={4}
          resize="vertical"
          description={`${values.description.length}/${DESCRIPTION_MAX[kind]}`}
          {...form.getInputProps('description')}
        />
        <Switch
          label="Public"
          description={`Anyone can find and join a public ${text.noun}; a private one is visible to its ${text.members} only.`}
          disabled={!canEdit}
          {...form.getInputProps('public', { type: 'checkbox' })}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={saving}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
