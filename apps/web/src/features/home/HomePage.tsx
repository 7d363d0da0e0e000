import { Button } from '@mantine/core';
import { IconMovie, IconPlus } from '@tabler/icons-react';
import { openComingSoon } from '../../components/coming-soon-modal';
import { EmptyPanel } from '../../components/EmptyPanel';
import { PageFrame } from '../../components/PageFrame';
import { YouAreAt } from '../../components/YouAreAt';
import { useZoneStore } from '../../state/zone';
import { ZonesSection } from '../zones/ZonesSection';

/**
 * The timeline (spec 02 §2). Posts arrive with the content feature; until then, its empty state.
 * While no zone is selected, the zones list follows, to find zones to join.
 */
export function HomePage() {
  const zone = useZoneStore((s) => s.selected);
  const crumbs = zone ? [{ label: 'Home' }, { label: zone.name }] : [{ label: 'Home' }];
  return (
    <PageFrame
      above={<YouAreAt crumbs={crumbs} />}
      title={zone ? zone.name : 'Home'}
      description={
        zone
          ? 'Videos and live streams from the channels of this zone.'
          : 'Videos and live streams from the channels and zones you follow.'
      }
    >
      <EmptyPanel
        icon={<IconMovie />}
        title="Your timeline is empty"
        text="Videos and live streams from the channels and zones you follow will appear here."
      >
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() =>
            openComingSoon('Adding content', 'Uploading videos and going live are coming in the next version of Plaza.')
          }
        >
          Add content
        </Button>
      </EmptyPanel>
      {!zone && <ZonesSection />}
    </PageFrame>
  );
}
