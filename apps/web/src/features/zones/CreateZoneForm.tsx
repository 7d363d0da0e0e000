import { Stack, TextInput } from '@mantine/core';
import { ZONE, zoneCreateBody } from '@plaza/contract';
import { useState } from 'react';
import { useContractForm } from '../../forms/use-contract-form';
import { NewPlaceFields } from '../settings';
import { useCreateZone } from './use-zone-mutations';
import { useZoneLinks } from './use-zone-links';
import { EMPTY_ZONE_FORM, takenAddressText, typedAddress, withName } from './zone-form';

/**
 * Name, address, description and visibility of a new zone (spec 02 §5), checked with the contract's
 * own schema. A taken or reserved address (ZONE_SUBDOMAIN_ALREADY_EXIST) shows on the name field.
 */
export function CreateZoneForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm({ schema: zoneCreateBody, initialValues: EMPTY_ZONE_FORM });
  const [addressEdited, setAddressEdited] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const create = useCreateZone(onDone);
  const site = useZoneLinks().zoneSite(form.values.subdomain || 'your-zone');

  const submit = form.submit((body) => {
    const reserved = takenAddressText(body.subdomain);
    if (reserved) return setTaken(reserved);
    create.mutate(
      { body },
      { onError: (error) => error.code === 'ZONE_SUBDOMAIN_ALREADY_EXIST' && setTaken(error.info.text) },
    );
  });

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
            form.setFieldValue('subdomain', typedAddress(event.currentTarget.value));
          }}
        />
        <NewPlaceFields kind="zone" form={form} pending={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
