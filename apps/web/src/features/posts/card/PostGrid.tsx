import { Skeleton, Stack } from '@mantine/core';
import { LISTS, type Post } from '@plaza/contract';
import type { ReactNode } from 'react';
import classes from './PostCard.module.css';
import { PostCard } from './PostCard';

/** Posts as a responsive grid of cards: as many columns of at least 220 px as the width holds. */
export function PostGrid({ posts, label = 'Videos' }: { posts: readonly Post[]; label?: string }) {
  return (
    <PostGridList label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </PostGridList>
  );
}

/** The grid's list, for items that hold more than a card (a saved video with its Remove button). */
export function PostGridList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** Grey cards where posts are about to appear (LISTS.loadingPlaceholders on the first load). */
export function PostGridPlaceholders({ count = LISTS.loadingPlaceholders }: { count?: number }) {
  return (
    <div className={classes.grid} role="status" aria-label="Loading videos">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap={10}>
          <Skeleton radius="lg" style={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton height={14} width="85%" radius="sm" />
          <Skeleton height={10} width="55%" radius="sm" />
        </Stack>
      ))}
    </div>
  );
}
