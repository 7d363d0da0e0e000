import { Anchor, Code, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { API_KEY_HEADER, API_SECRET_HEADER, API_VERSION, SESSION } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconBrowser, IconKey, IconTerminal2, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { to } from '../../routing/paths';

const login = `${api.auth.login.method} /${API_VERSION}${api.auth.login.path}`;
const refresh = `${api.auth.refresh.method} /${API_VERSION}${api.auth.refresh.path}`;

function Way({ icon: Icon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={32}>
            <Icon size={18} />
          </ThemeIcon>
          <Text fw={600} lh={1.3}>
            {title}
          </Text>
        </Group>
        <Text size="sm" lh={1.6} component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

/** How to authenticate, above the reference: the three ways the server accepts a caller. */
export function ApiAuthIntro() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="api-auth-title">
      <Title order={2} id="api-auth-title" fz={{ base: 19, sm: 21 }}>
        Authentication
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        Public calls need nothing. Every other call must say who is calling, in one of three ways. Failed calls answer{' '}
        <Code>{'{ statusCode, message, error }'}</Code>.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Way icon={IconBrowser} title="In the web app: cookies">
          Signing in sets two HttpOnly cookies that the browser sends with every call to this site — nothing to do by
          hand. When you are signed in, “Try” in the reference below uses them too.
        </Way>
        <Way icon={IconTerminal2} title="From a program: a bearer token">
          Call <Code>{login}</Code> with <Code>{'{ emailOrUserName, password }'}</Code>, then send{' '}
          <Code>{'Authorization: Bearer <accessToken>'}</Code>. The token lasts {SESSION.accessTokenMinutes} minutes;
          renew it with <Code>{refresh}</Code> and <Code>{'{ "refreshToken": "…" }'}</Code>.
        </Way>
        <Way icon={IconKey} title="For integrations: API key and secret">
          Find your key and secret under{' '}
          <Anchor component={Link} to={to.settingsPage('apiManagement')} size="sm">
            Settings → API management
          </Anchor>{' '}
          and send them as <Code>{`${API_KEY_HEADER}: <key>`}</Code> and <Code>{`${API_SECRET_HEADER}: <secret>`}</Code>
          . Keep the secret private; regenerating it stops the old pair from working.
        </Way>
      </SimpleGrid>
    </Stack>
  );
}
