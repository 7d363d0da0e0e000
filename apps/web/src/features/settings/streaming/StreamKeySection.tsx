import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { CredentialField } from '../../../components/CredentialField';
import { RegenerateButton } from '../../../components/RegenerateButton';
import { useRegenerateStreamKey } from './use-streaming';

/**
 * The stream key: generated here and shown this once (only its hash is kept), with a copy button.
 * Replacing an existing key asks first, since encoders using the old one are refused from then on.
 */
export function StreamKeySection({ hasStreamKey }: { hasStreamKey: boolean }) {
  const regenerate = useRegenerateStreamKey();
  const [shown, setShown] = useState<string | null>(null);
  const generate = () => regenerate.mutate({}, { onSuccess: (reply) => setShown(reply.streamKey) });

  if (shown) {
    return (
      <Stack gap="sm">
        <CredentialField label="Stream key" value={shown} secret />
        <Alert color="yellow" icon={<IconAlertTriangle />} p="sm">
          <Text size="sm">
            Copy it into your encoder now: it is shown only this once. Anyone holding it can stream as you.
          </Text>
        </Alert>
      </Stack>
    );
  }
  if (!hasStreamKey) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>Stream key</Text>
        <Text size="sm" c="dimmed">
          You have no stream key yet. Generate one to stream from OBS or any RTMP encoder.
        </Text>
        <Button leftSection={<IconKey size={16} />} loading={regenerate.isPending} onClick={generate}>
          Generate stream key
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>Stream key</Text>
      <Text size="sm" c="dimmed">
        You have a stream key. It is shown only when it is made; if you no longer have it, make a new one.
      </Text>
      <RegenerateButton
        warning="A new stream key replaces the current one. An encoder using the current key is refused from now on."
        loading={regenerate.isPending}
        onConfirm={generate}
      />
    </Stack>
  );
}
