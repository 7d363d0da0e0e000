import { Loader, Text } from '@mantine/core';
import { postMediaUrl, type Post } from '@plaza/contract';
import { IconAlertTriangle, IconBroadcast, IconMovie } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LiveDot } from './LiveDot';
import classes from './PostCard.module.css';
import { formatDuration } from '../shared/counts';

/**
 * A post's 16:9 picture: its thumbnail with the duration, the LIVE badge on a live post, a
 * processing state while the media pipeline works and, for the author, why it failed. The picture
 * is a mouse target only (the title is the link for keyboards and screen readers); the states and
 * badges stay readable.
 */
export function PostThumbnail({ post, href }: { post: Post; href: string }) {
  const { media } = post;
  const [broken, setBroken] = useState(false);
  const src = media.thumbnail && !broken ? postMediaUrl(post, media.thumbnail) : null;
  const duration = post.streaming ? null : formatDuration(media.durationSeconds);

  return (
    <div className={classes.thumb}>
      <Link to={href} className={classes.thumbLink} tabIndex={-1} aria-hidden>
        {src && <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />}
      </Link>
      {media.status === 'processing' && !post.streaming && (
        <div className={classes.thumbState} data-overlay={src ? true : undefined} role="status">
          <Loader size="sm" color={src ? 'white' : 'gray'} />
          <Text size="sm" fw={500}>
            Processing…
          </Text>
        </div>
      )}
      {media.status === 'failed' && (
        <div className={classes.thumbState}>
          <IconAlertTriangle size={28} color="var(--mantine-color-red-6)" />
          <Text size="sm" fw={600} c="red.7">
            Processing failed
          </Text>
          {media.failureReason && (
            <Text size="xs" lineClamp={2}>
              {media.failureReason}
            </Text>
          )}
        </div>
      )}
      {!src && media.status === 'ready' && (
        <div className={classes.thumbState}>
          {post.streaming ? <IconBroadcast size={32} stroke={1.5} /> : <IconMovie size={32} stroke={1.5} />}
        </div>
      )}
      {post.streaming && (
        <span className={classes.live}>
          <LiveDot size={7} color="var(--mantine-color-white)" />
          LIVE
        </span>
      )}
      {duration && media.status !== 'failed' && <span className={classes.duration}>{duration}</span>}
    </div>
  );
}
