import { API_KEY_HEADER, API_SECRET_HEADER, API_VERSION } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { Code, Stack, Text } from '@mantine/core';

/** How a program uses the pair: both headers on any call, e.g. the caller's own user. */
export function UsageSnippet({ apiKey }: { apiKey: string }) {
  const url = `${window.location.origin}/${API_VERSION}${api.auth.retrieve.path}`;
  const command = [
    `curl -X ${api.auth.retrieve.method} ${url} \\`,
    `  -H '${API_KEY_HEADER}: ${apiKey}' \\`,
    `  -H '${API_SECRET_HEADER}: <your API secret>'`,
  ].join('\n');
  return (
    <Stack gap="xs">
      <Text fw={600}>How to use</Text>
      <Text size="sm" c="dimmed">
        Send both headers with every request. This call answers the user the key belongs to.
      </Text>
      <Code block aria-label="Example request">
        {command}
      </Code>
    </Stack>
  );
}
