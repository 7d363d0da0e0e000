import { Indicator, Tooltip, UnstyledButton } from '@mantine/core';
import type { UserChannel } from '@plaza/contract';
import { CommunityAvatar } from '../../../components/CommunityAvatar';
import { LiveDot } from '../card/LiveDot';
import classes from './ChannelStrip.module.css';
import { unseenBadgeText } from './unseen-badge';

interface ChannelStripItemProps {
  membership: UserChannel;
  selected: boolean;
  onClick: () => void;
}

/** A followed channel in the strip: photo, name, the live dot and the unseen badge. */
export function ChannelStripItem({ membership, selected, onClick }: ChannelStripItemProps) {
  const { channel, livePostCount, unseenPostCount } = membership;
  const badge = unseenBadgeText(unseenPostCount);
  const live = livePostCount > 0;
  const details = [live ? 'live now' : null, badge ? `${unseenPostCount} new` : null].filter(Boolean).join(', ');
  return (
    <Tooltip label={`${channel.name} in ${channel.zone.name}`} openDelay={400} withArrow>
      <UnstyledButton
        className={classes.item}
        data-selected={selected || undefined}
        aria-pressed={selected}
        aria-label={details ? `${channel.name} (${details})` : channel.name}
        onClick={onClick}
      >
        <Indicator
          disabled={!badge}
          label={badge}
          size={18}
          color="red"
          offset={6}
          withBorder
          styles={{ indicator: { fontSize: 10, fontWeight: 700 } }}
        >
          <span className={classes.ring}>
            <CommunityAvatar
              kind="channel"
              id={channel.id}
              name={channel.name}
              photo={channel.displayPhoto}
              size={44}
            />
            {live && <LiveDot size={12} className={classes.live} />}
          </span>
        </Indicator>
        <span className={classes.name}>{channel.name}</span>
      </UnstyledButton>
    </Tooltip>
  );
}
