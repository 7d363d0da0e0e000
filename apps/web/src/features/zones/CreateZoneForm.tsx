import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { ZONE, zoneCreateBody, type BodyOf, type api } from '@plaza/contract';
import { useState, type FormEvent } from 'react';
import { useSchemaForm } from '../community/use-schema-form';
import { useCreateZone } from './use-zone-mutations';
import { useZoneLinks } from './use-zone-links';
import { EMPTY_ZONE_FORM, takenAddressText, typedAddress, withName, type ZoneFormValues } from './zone-form';

/**
 * Name, address, description and visibility of a new zone (spec 02 §5), checked with the contract's
 * own schema. A taken or reserved address (ZONE_SUBDOMAIN_ALREADY_EXIST) shows on the name field.
 */
export function CreateZoneForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm<ZoneFormValues, BodyOf<typeof api.zones.create>>(zoneCreateBody, EMPTY_ZONE_FORM);
  const [addressEdited, setAddressEdited] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const create = useCreateZone(onDone);
  const site = useZoneLinks().zoneSite(form.values.subdomain || 'your-zone');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    const reserved = takenAddressText(body.subdomain);
    if (reserved) return setTaken(reserved);
    create.mutate(
      { body },
      { onError: (error) => error.code === 'ZONE_SUBDOMAIN_ALREADY_EXIST' && setTaken(error.info.text) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Zone name"
          withAsterisk
          data-autofocus
          maxLength={ZONE.nameMax}
          value={form.values.name}
          error={form.errors.name ?? taken}
          onChange={(event) => {
            setTaken(null);
            form.setValues(withName(form.values, event.currentTarget.value, addressEdited));
          }}
        />
        <TextInput
          label="Zone address"
          withAsterisk
          description={site ? `Your zone's site: ${site}` : undefined}
          maxLength={ZONE.subdomainMax}
          value={form.values.subdomain}
          error={form.errors.subdomain}
          onChange={(event) => {
            setTaken(null);
            setAddressEdited(true);
            form.setField('subdomain', typedAddress(event.currentTarget.value));
          }}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          description={`${form.values.description.length}/${ZONE.descriptionMax}`}
          value={form.values.description}
          error={form.errors.description}
          onChange={(event) => form.setField('description', event.currentTarget.value)}
        />
        <Switch
          label="Public"
          description="Anyone can find and join a public zone. A private zone is seen only by its members."
          checked={form.values.public}
          onChange={(event) => form.setField('public', event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create zone
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
