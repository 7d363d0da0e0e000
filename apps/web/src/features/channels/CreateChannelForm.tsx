import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { CHANNEL, type UserZone } from '@plaza/contract';
import { useContractForm } from '../../forms/use-contract-form';
import { useZoneStore } from '../../state/zone';
import { NewPlaceFields } from '../settings';
import { useUserZones } from '../zones';
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
  const form = useContractForm<ChannelFormValues, ChannelFormValues>({
    schema: channelFormSchema,
    initialValues: { zoneId: initialZoneId(allowed, selectedZoneId), name: '', description: '', public: true },
  });
  const create = useCreateChannel(onDone);

  const submit = form.submit(({ zoneId, ...body }) => create.mutate({ params: { zoneId }, body }));

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
          onChange={(value) => form.setFieldValue('zoneId', value ?? '')}
          allowDeselect={false}
        />
        <TextInput
          label="Channel name"
          withAsterisk
          data-autofocus
          maxLength={CHANNEL.nameMax}
          {...form.getInputProps('name')}
        />
        <NewPlaceFields kind="channel" form={form} pending={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
