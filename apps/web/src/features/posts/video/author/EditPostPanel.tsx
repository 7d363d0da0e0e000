import { Button, Divider, Drawer, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { POST, type Post } from '@plaza/contract';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { confirmAction } from '../../../../components/confirm';
import { checkEdit, editValuesOf, type EditErrors, type EditValues } from './edit-post-form';
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
  const [values, setValues] = useState<EditValues>(saved);
  const [errors, setErrors] = useState<EditErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdatePost(post.id, onClose);
  const remove = useRemovePost(post.id, 'Video deleted');
  const check = checkEdit(saved, values);

  const set = <K extends keyof EditValues>(field: K, value: EditValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted) return;
    const nextCheck = checkEdit(saved, next);
    setErrors(nextCheck.changed && !nextCheck.ok ? nextCheck.errors : {});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.changed) return;
    if (!check.ok) return setErrors(check.errors);
    update.mutate({ params: { postId: post.id }, body: check.body });
  };

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
          value={values.title}
          error={errors.title}
          description={`${values.title.length}/${POST.titleMax}`}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          rows={6}
          resize="vertical"
          value={values.description}
          error={errors.description}
          description={`${values.description.length}/${POST.descriptionMax}`}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Switch
          label="Public"
          description="A private video is seen only by you."
          checked={values.public}
          onChange={(event) => set('public', event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!check.changed} loading={update.isPending}>
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
