import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CredentialField } from '../../../components/CredentialField';
import { UsageSnippet } from './UsageSnippet';
import { useApiCredentials, useRegenerateApiCredentials } from './use-api-credentials';
import { RegenerateButton } from '../../../components/RegenerateButton';

/** Settings › API management: the key and secret, how to use them, and regenerating them. */
export function ApiManagementPanel() {
  const credentials = useApiCredentials();
  const regenerate = useRegenerateApiCredentials();

  if (credentials.isPending) {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-label="Loading API credentials">
        <Stack>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      </Paper>
    );
  }

  if (credentials.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Your API credentials could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{credentials.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void credentials.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { apiKey, apiSecret } = credentials.data;
  return (
    <Stack gap="lg" maw={760}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack>
          <CredentialField label="API key" value={apiKey} />
          <CredentialField label="API secret" value={apiSecret} secret />
          <Text size="sm" c="dimmed">
            Keep the secret private: anyone holding both can act as you.
          </Text>
          <RegenerateButton
            warning="A new key and secret replace the current ones. Programs using the current pair stop working at once."
            loading={regenerate.isPending}
            onConfirm={() => regenerate.mutate({})}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <UsageSnippet apiKey={apiKey} />
      </Paper>
    </Stack>
  );
}
