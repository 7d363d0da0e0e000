import { Button, Divider, Drawer, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { POST, postUpdateBody, type Post } from '@plaza/contract';
import { IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../../components/confirm';
import { useContractForm } from '../../../../forms/use-contract-form';
import { changedFields } from '../../../settings';
import { checkEdit, editValuesOf } from './edit-post-form';
import { useRemovePost, useUpdatePost } from './use-post-mutations';

interface EditPostPanelProps {
  post: Post;
  opened: boolean;
  onClose: () => void;
}

/** The video settings (spec 02 §2): the drawer opens on the saved values each time. */
export function EditPostPanel({ post, opened, onClose }: EditPostPanelProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Video settings" size="md">
      {opened && <EditPostForm post={post} onClose={onClose} />}
    </Drawer>
  );
}

/** Title, description and public; Save only once something changed, sending only that (spec 02 §5). */
export function EditPostForm({ post, onClose }: { post: Post; onClose: () => void }) {
  const saved = editValuesOf(post);
  const form = useContractForm({
    schema: postUpdateBody,
    initialValues: saved,
    input: (values) => changedFields(saved, values),
  });
  const { values } = form;
  const update = useUpdatePost(post.id, onClose);
  const remove = useRemovePost(post.id, 'Video deleted');
  const { changed } = checkEdit(saved, values);

  const submit = form.submit((body) => {
    if (changed) update.mutate({ params: { postId: post.id }, body });
  });

  const askDelete = () =>
    confirmAction({
      text: 'Delete this video? It is removed for everyone, with its views and reactions.',
      danger: true,
      onConfirm: () => remove.mutate({ params: { id: post.id } }),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          {...form.getInputProps('title')}
          description={`${values.title.length}/${POST.titleMax}`}
        />
        <Textarea
          label="Description"
          rows={6}
          resize="vertical"
          {...form.getInputProps('description')}
          description={`${values.description.length}/${POST.descriptionMax}`}
        />
        <Switch
          label="Public"
          description="A private video is seen only by you."
          {...form.getInputProps('public', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Save
          </Button>
        </Group>
        <Divider />
        <Stack gap={6}>
          <Text fw={600} size="sm">
            Delete video
          </Text>
          <Text size="sm" c="dimmed">
            The video, its views and its reactions are removed for good.
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={askDelete}
            loading={remove.isPending}
            w="fit-content"
          >
            Delete
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
