import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconPin, IconPinnedOff, IconSettings, IconShieldX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../../components/confirm';
import { EditPostPanel } from './EditPostPanel';
import { useFeaturePost, useRemovePost } from './use-post-mutations';

/** The author's settings icon, opening the video settings (spec 02 §2, §6). */
export function SettingsIcon({ post }: { post: Post }) {
  const [opened, setOpened] = useState(false);
  if (!post.permissions.canEdit) return null;
  return (
    <>
      <Tooltip label="Video settings" withArrow>
        <ActionIcon variant="default" radius="xl" size="lg" aria-label="Video settings" onClick={() => setOpened(true)}>
          <IconSettings size={20} />
        </ActionIcon>
      </Tooltip>
      <EditPostPanel post={post} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** Pin to (or unpin from) the author's profile. */
export function PinButton({ post }: { post: Post }) {
  const feature = useFeaturePost(post);
  if (!post.permissions.canFeature) return null;
  return (
    <Button
      variant={post.featured ? 'light' : 'default'}
      radius="xl"
      size="sm"
      leftSection={post.featured ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
      loading={feature.pending}
      onClick={feature.toggle}
    >
      {post.featured ? 'Unpin' : 'Pin to profile'}
    </Button>
  );
}

/** The super admin moderating someone else's post: remove it, after confirming. */
export function ModeratorRemove({ post }: { post: Post }) {
  const remove = useRemovePost(post.id, 'Post removed');
  if (!post.permissions.canDelete || post.permissions.canEdit) return null;
  return (
    <Button
      variant="light"
      color="red"
      radius="xl"
      size="sm"
      leftSection={<IconShieldX size={18} />}
      loading={remove.isPending}
      onClick={() =>
        confirmAction({
          text: `Remove “${post.title}” as a moderator? It is deleted for everyone, its author included.`,
          danger: true,
          onConfirm: () => remove.mutate({ params: { id: post.id } }),
        })
      }
    >
      Remove post
    </Button>
  );
}
