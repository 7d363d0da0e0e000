import { Button, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ZONE } from '@plaza/contract';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  changedFields,
  checkUpdate,
  type DetailsErrors,
  type DetailsField,
  type DetailsValues,
} from './changed-fields';
import { COMMUNITY_TEXT, type CommunityKind } from './community-text';
import { errorsInPlace } from './errors-in-place';

interface DetailsFormProps<Out> {
  kind: CommunityKind;
  /** The saved values; a channel has no `subdomain`. */
  saved: DetailsValues;
  canEdit: boolean;
  descriptionMax: number;
  /** The contract's update schema: the form says what the server would. */
  schema: z.ZodType<Out>;
  save: (body: Out) => Promise<unknown>;
  saving: boolean;
}

/**
 * Name, (zone) address, description and visibility. Fields are disabled without canEdit; Save is
 * disabled until a value differs from the saved one, and sends only what changed (spec 02 §5, §6).
 */
export function DetailsForm<Out>({
  kind,
  saved,
  canEdit,
  descriptionMax,
  schema,
  save,
  saving,
}: DetailsFormProps<Out>) {
  const text = COMMUNITY_TEXT[kind];
  const [values, setValues] = useState<DetailsValues>(saved);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const diff = changedFields(saved, values);
  const changed = Object.keys(diff).length > 0;

  const set = <F extends DetailsField>(field: F, value: DetailsValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted) return;
    const check = checkUpdate(schema, changedFields(saved, next));
    setErrors(check.ok ? {} : check.errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkUpdate(schema, diff);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok || !changed || !canEdit) return;
    save(check.body).catch((error: unknown) => setErrors(errorsInPlace(error)));
  };

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
        <TextInput
          label={`${text.title} name`}
          withAsterisk
          disabled={!canEdit}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        {values.subdomain !== undefined && (
          <TextInput
            label="Zone address"
            withAsterisk
            disabled={!canEdit}
            description={`${ZONE.subdomainMin} to ${ZONE.subdomainMax} lower-case letters, digits and hyphens. The zone's site moves to the new address.`}
            value={values.subdomain}
            error={errors.subdomain}
            onChange={(event) => set('subdomain', event.currentTarget.value)}
          />
        )}
        <Textarea
          label="Description"
          disabled={!canEdit}
          rows={4}
          resize="vertical"
          description={`${values.description.length}/${descriptionMax}`}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Switch
          label="Public"
          description={`Anyone can find and join a public ${text.noun}; a private one is visible to its ${text.members} only.`}
          disabled={!canEdit}
          checked={values.public}
          onChange={(event) => set('public', event.currentTarget.checked)}
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
