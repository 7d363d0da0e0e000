import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';
import { socialProviders } from './social-providers';

/** /register: sign up with a third party (only those configured) or with an e-mail address. */
export function RegisterPage() {
  return (
    <>
      <AuthCardHeader title="Create your account" text="Join Plaza to follow channels, share videos and meet." />
      <Stack gap="sm">
        {socialProviders.map((provider) => (
          <Button
            key={provider.name}
            component="a"
            href={provider.href}
            variant="default"
            size="md"
            fullWidth
            leftSection={<provider.icon size={18} />}
          >
            Sign up with {provider.label}
          </Button>
        ))}
        {socialProviders.length > 0 && <Divider label="or" labelPosition="center" />}
        <Button component={Link} to={PATHS.registerWithEmail} size="md" fullWidth leftSection={<IconMail size={18} />}>
          Sign up with e-mail
        </Button>
      </Stack>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to={PATHS.login}>
          Sign in
        </Anchor>
      </Text>
    </>
  );
}
