import { Box } from '@mantine/core';
import { profileColorFor } from '@plaza/contract';
import type { ReactNode } from 'react';
import { channelPhotoUrl } from '../api/photo-url';
import { CommunityAvatar } from './CommunityAvatar';
import classes from './PlaceBanner.module.css';

interface PlaceBannerProps {
  kind: 'zone' | 'channel';
  id: string;
  name: string;
  displayPhoto: string | null;
  /** A channel's background photo; a zone (or a channel without one) shows its colour pair instead. */
  backgroundPhoto?: string | null;
  /** Follow or Join, at the right under the banner. */
  action?: ReactNode;
}

/** The top of a channel's or zone's timeline: its background photo with its photo over the foot. */
export function PlaceBanner({ kind, id, name, displayPhoto, backgroundPhoto = null, action }: PlaceBannerProps) {
  const colors = profileColorFor(id);
  const background = backgroundPhoto
    ? `url("${channelPhotoUrl(backgroundPhoto)}")`
    : `linear-gradient(135deg, ${colors.background}, ${colors.foreground})`;
  return (
    <Box className={classes.banner}>
      <Box
        className={classes.photo}
        style={{ backgroundImage: background }}
        role="img"
        aria-label={backgroundPhoto ? `Background photo of ${name}` : `Banner of ${name}`}
        data-background={backgroundPhoto ?? undefined}
      />
      <div className={kind === 'zone' ? `${classes.avatar} ${classes.zoneAvatar}` : classes.avatar}>
        <CommunityAvatar kind={kind} id={id} name={name} photo={displayPhoto} size="var(--place-avatar)" />
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </Box>
  );
}
