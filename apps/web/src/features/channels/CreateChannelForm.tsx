import { Alert, Button, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { CHANNEL, type UserZone } from '@plaza/contract';
import type { FormEvent } from 'react';
import { useZoneStore } from '../../state/zone';
import { useSchemaForm } from '../community/use-schema-form';
import { useUserZones } from '../zones/queries';
import { channelFormSchema, initialZoneId, zonesAllowingChannels, type ChannelFormValues } from './channel-form';
import { useCreateChannel } from './use-channel-mutations';

/** Waits for the user's zones: the zone select offers only those that allow creating channels. */
export function CreateChannelForm({ onDone }: { onDone: () => void }) {
  const zones = useUserZones();
  if (zones.isPending) return <Select label="Zone" placeholder="Loading your zones…" data={[]} disabled />;
  return <ChannelFields allowed={zonesAllowingChannels(zones.data ?? [])} onDone={onDone} />;
}

function ChannelFields({ allowed, onDone }: { allowed: UserZone[]; onDone: () => void }) {
  const selectedZoneId = useZoneStore((s) => s.selected?.id ?? null);
  const form = useSchemaForm<ChannelFormValues, ChannelFormValues>(channelFormSchema, {
    zoneId: initialZoneId(allowed, selectedZoneId),
    name: '',
    description: '',
    public: true,
  });
  const create = useCreateChannel(onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    const { zoneId, ...body } = values;
    create.mutate({ params: { zoneId }, body });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {allowed.length === 0 && (
          <Alert variant="light" color="gray">
            None of your zones lets you create channels. Ask a zone&apos;s owner, or create a zone of your own.
          </Alert>
        )}
        <Select
          label="Zone"
          withAsterisk
          placeholder="Choose a zone"
          data={allowed.map((m) => ({ value: m.zone.id, label: m.zone.name }))}
          value={form.values.zoneId || null}
          error={form.errors.zoneId}
          onChange={(value) => form.setField('zoneId', value ?? '')}
          allowDeselect={false}
        />
        <TextInput
          label="Channel name"
          withAsterisk
          data-autofocus
          maxLength={CHANNEL.nameMax}
          value={form.values.name}
          error={form.errors.name}
          onChange={(event) => form.setField('name', event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          description={`${form.values.description.length}/${CHANNEL.descriptionMax}`}
          value={form.values.description}
          error={form.errors.description}
          onChange={(event) => form.setField('description', event.currentTarget.value)}
        />
        <Switch
          label="Public"
          description="Anyone who can see the zone can find and follow a public channel."
          checked={form.values.public}
          onChange={(event) => form.setField('public', event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create channel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
