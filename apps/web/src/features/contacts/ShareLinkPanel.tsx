import { Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandTwitter, IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BreakableUrl } from '../../components/BreakableUrl';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { PATHS } from '../../routing/paths';
import { useZoneStore } from '../../state/zone';
import { browserShareDeps } from '../posts';
import { mainSiteUrl } from '../zones';
import { inviteLink, shareTargets, type ShareTarget } from './share-links';

const ICONS: Record<ShareTarget['name'], typeof IconCopy> = {
  WhatsApp: IconBrandWhatsapp,
  Facebook: IconBrandFacebook,
  Twitter: IconBrandTwitter,
};

/** The main site's origin: a link shared from a zone site still leads to Plaza itself. */
function useMainOrigin(): string {
  const site = useZoneStore((s) => s.site);
  return site?.subdomain ? mainSiteUrl(site.appUrl, window.location, '') : window.location.origin;
}

async function copy(link: string) {
  const { writeText } = browserShareDeps();
  try {
    if (!writeText) throw new Error('No clipboard');
    await writeText(link);
    showSuccessToast('Link copied');
  } catch {
    showErrorToast('Could not copy the link. Select it and copy it yourself.');
  }
}

/** The user's personal invite link with WhatsApp, Facebook, Twitter and Copy (spec 02 §2). */
export function ShareLinkPanel({ userName }: { userName: string | null }) {
  const titleId = useId();
  const origin = useMainOrigin();
  const link = userName ? inviteLink(origin, userName) : null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h5" id={titleId}>
        Share your invite link
      </Title>
      {link ? (
        <>
          <Text size="sm" c="dimmed">
            Whoever opens it can join Plaza and add you to their contacts.
          </Text>
          <Code block style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            <BreakableUrl url={link} />
          </Code>
          <Group gap="xs">
            {shareTargets(link).map(({ name, href }) => {
              const Icon = ICONS[name];
              return (
                <Button
                  key={name}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="compact-md"
                  leftSection={<Icon size={16} />}
                >
                  {name}
                </Button>
              );
            })}
            <Button size="compact-md" leftSection={<IconCopy size={16} />} onClick={() => void copy(link)}>
              Copy
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Your invite link carries your username.{' '}
          <Anchor component={Link} to={PATHS.settings}>
            Choose one in settings
          </Anchor>{' '}
          to get it.
        </Text>
      )}
    </Stack>
  );
}
