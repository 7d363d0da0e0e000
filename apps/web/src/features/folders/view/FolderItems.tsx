import { Button, Center, Stack, Text } from '@mantine/core';
import type { FolderItem } from '@plaza/contract';
import { IconBookmarkOff, IconMovieOff } from '@tabler/icons-react';
import { ListEmpty, ListError } from '../../../components/ListStates';
import { PostCard, PostGridList, PostGridPlaceholders } from '../../posts';
import type { useFolderItems } from '../folder-queries';
import { useRemoveFolderItem } from '../use-folder-mutations';

interface FolderItemsProps {
  folderId: string;
  query: ReturnType<typeof useFolderItems>;
}

/** The open folder's videos in the post grid, each with Remove from folder; more load on demand. */
export function FolderItems({ folderId, query }: FolderItemsProps) {
  const remove = useRemoveFolderItem(folderId);
  const items = query.data ?? [];
  if (query.isPending) return <PostGridPlaceholders />;
  if (query.isError && items.length === 0) {
    return <ListError text={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <ListEmpty icon={<IconMovieOff />} text="No post folder found!" />;

  const removing = (item: FolderItem) => remove.isPending && remove.variables?.body.postId === item.postId;
  return (
    <Stack gap="lg">
      <PostGridList label="Saved videos">
        {items.map((item) => (
          <li key={item.id}>
            <Stack gap={6}>
              <PostCard post={item.post} />
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                leftSection={<IconBookmarkOff size={16} />}
                loading={removing(item)}
                aria-label={`Remove from folder: ${item.post.title}`}
                onClick={() => remove.mutate({ body: { folderId, postId: item.postId } })}
                style={{ alignSelf: 'flex-start' }}
              >
                Remove from folder
              </Button>
            </Stack>
          </li>
        ))}
      </PostGridList>
      {query.isFetchNextPageError && (
        <ListError text={query.error?.message ?? 'Something went wrong.'} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage ? (
        <Center>
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {items.length === 1 ? 'That is the only video here.' : `All ${items.length} videos shown.`}
        </Text>
      )}
    </Stack>
  );
}
