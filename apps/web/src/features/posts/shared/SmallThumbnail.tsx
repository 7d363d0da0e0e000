import { IconMovie } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './SmallThumbnail.module.css';

interface SmallThumbnailProps {
  /** The thumbnail's address; none until the media pipeline made one. */
  src: string | undefined;
  /** '1:05', shown at the bottom right. */
  duration?: string | null;
  live?: boolean;
  width: number;
}

/** A small 16:9 picture of a video for lists, with a calm placeholder when there is none (yet). */
export function SmallThumbnail({ src, duration, live = false, width }: SmallThumbnailProps) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={classes.thumb} style={{ width }}>
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <IconMovie size={24} stroke={1.5} aria-hidden />
      )}
      {live ? (
        <span className={classes.live}>LIVE</span>
      ) : (
        duration && <span className={classes.badge}>{duration}</span>
      )}
    </span>
  );
}
