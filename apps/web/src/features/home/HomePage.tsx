import { Box, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { YouAreAt } from '../../components/YouAreAt';
import { useZoneStore } from '../../state/zone';
import {
  AddContentDialogs,
  ChannelStrip,
  FeedEmpty,
  feedFiltersOf,
  FeedList,
  feedTabs,
  FeedTabs,
  type FeedView,
  feedViewPath,
  openAddContent,
  readFeedView,
} from '../posts';
import { SearchField } from '../search';
import { ZonesSection } from '../zones';
import { usePlaceHeading } from './use-place-heading';

/**
 * The timeline (spec 02 §2): the channel strip, the tabs, and the video grid, filtered by the
 * channel and tab kept in the address. While no zone is selected, the zones list follows the feed.
 */
export function HomePage() {
  const zone = useZoneStore((s) => s.selected);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = readFeedView(params);
  const heading = usePlaceHeading(view.channelId, zone);
  const { tabs, active } = feedTabs(view, Boolean(zone));
  const go = (next: FeedView) => void navigate(feedViewPath(next));

  return (
    <PageFrame
      above={
        <>
          <YouAreAt crumbs={heading.crumbs} />
          {heading.banner}
        </>
      }
      title={heading.title}
      description={heading.description}
      actions={
        <Group gap="sm" wrap="nowrap">
          {/* Below lg the top bar carries the search box. */}
          <Box visibleFrom="lg">
            <SearchField width={220} />
          </Box>
          <Button leftSection={<IconPlus size={18} />} onClick={openAddContent} style={{ flex: 'none' }}>
            Add content
          </Button>
        </Group>
      }
    >
      <ChannelStrip
        selectedId={view.channelId}
        onSelect={(channelId) => go({ tab: active === 'following' ? 'all' : active, channelId })}
      />
      <FeedTabs tabs={tabs} active={active} onChange={(tab) => go({ ...view, tab })}>
        <FeedList
          filters={feedFiltersOf(view, Boolean(zone))}
          empty={<FeedEmpty tab={active} channelSelected={Boolean(view.channelId)} />}
          after={zone ? undefined : <ZonesSection />}
        />
      </FeedTabs>
      <AddContentDialogs
        selectedChannelId={view.channelId}
        selectedZoneId={zone?.id ?? null}
        onUploaded={() => {
          // Spec 02 §4: a post created while on the Following tab switches the feed to All.
          if (active === 'following') go({ ...view, tab: 'all' });
        }}
      />
    </PageFrame>
  );
}
