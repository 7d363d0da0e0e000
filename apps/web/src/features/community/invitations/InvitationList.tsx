import { Anchor, Badge, Group, ScrollArea, Stack, Title, VisuallyHidden } from '@mantine/core';
import { LAYOUT } from '../../../lib/presentation';
import { IconMailOpened } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { canSeeMore, INVITATION_LIMITS, visibleItems } from '../expand-list';
import { ListEmpty, ListSkeleton, QueryStates } from '../../../components/ListStates';
import { InvitationRow } from './InvitationRow';
import { useInvitations } from './use-invitations';

/**
 * The user's invitations to zones, channels and contacts (spec 02 §4), in the right panel and on the contacts
 * page: 5 shown, 'See more' expands to 30, within the panel's maximum height.
 */
export function InvitationList() {
  const query = useInvitations();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const items = query.data?.data ?? [];
  const shown = visibleItems(items, expanded, INVITATION_LIMITS);
  const pending = items.filter((item) => item.response === null).length;

  return (
    <section aria-labelledby={titleId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          Invitations
        </Title>
        {pending > 0 && (
          <Badge size="sm" circle>
            {pending}
            <VisuallyHidden> waiting</VisuallyHidden>
          </Badge>
        )}
      </Group>
      <QueryStates
        query={query}
        isEmpty={items.length === 0}
        loading={<ListSkeleton rows={2} />}
        empty={
          <ListEmpty
            icon={<IconMailOpened />}
            text="No invitations yet. When someone invites you to a zone, a channel or their contacts, it shows up here."
          />
        }
      >
        <ScrollArea.Autosize mah={LAYOUT.invitationPanelMaxHeight} type="auto" offsetScrollbars>
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {canSeeMore(items.length, expanded, INVITATION_LIMITS) && (
          <Anchor component="button" type="button" size="sm" mt="sm" onClick={() => setExpanded(true)}>
            See more
          </Anchor>
        )}
      </QueryStates>
    </section>
  );
}
