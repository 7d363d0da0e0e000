import { Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { LAYOUT, PHOTO, type User } from '@plaza/contract';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../../app/toast';
import { UserAvatar } from '../../../components/UserAvatar';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, rejectionText } from './photo-accept';
import { useUploadPhoto } from './use-profile-mutations';

interface Chosen {
  file: File;
  preview: string;
}

/** The chosen file and its preview URL, released when the choice changes or the form goes away. */
function useChosenPhoto() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);
  const choose = (file: File | null) => setChosen(file ? { file, preview: URL.createObjectURL(file) } : null);
  return [chosen, choose] as const;
}

/** One photo, previewed at 276 px; Upload stays disabled until a file is previewed (spec 01 §5). */
export function DisplayPhotoForm({ user }: { user: User }) {
  const [chosen, choose] = useChosenPhoto();
  const upload = useUploadPhoto(() => choose(null));
  const size = LAYOUT.photoPreview;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Display photo
      </Title>
      <Group align="flex-start" gap="xl">
        {chosen ? (
          <Image src={chosen.preview} alt="Preview of the new photo" w={size} h={size} radius="50%" fit="cover" />
        ) : (
          <UserAvatar user={user} size={size} />
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Dropzone
            onDrop={(files) => choose(files[0] ?? null)}
            onReject={(rejections) => showErrorToast(rejectionText(rejections))}
            accept={PHOTO_ACCEPT}
            maxFiles={PHOTO.maxFiles}
            multiple={false}
            maxSize={PHOTO.maxBytes}
            radius="md"
            aria-label="Choose a photo"
          >
            <Stack align="center" gap={6} py="lg" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={40} stroke={1.5} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={40} stroke={1.5} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <Text fw={500} ta="center">
                Drag a photo here or click to choose one
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {PHOTO.extensions.join(', ')}; up to {PHOTO_MAX_MB} MB. It is cropped to a square.
              </Text>
            </Stack>
          </Dropzone>
          {chosen && (
            <Text size="sm" c="dimmed" truncate>
              Selected: {chosen.file.name}
            </Text>
          )}
          <Group justify="flex-end">
            {chosen && (
              <Button variant="default" onClick={() => choose(null)} disabled={upload.isPending}>
                Cancel
              </Button>
            )}
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!chosen}
              loading={upload.isPending}
              onClick={() => chosen && upload.mutate({ body: { photoFile: chosen.file } })}
            >
              Upload photo
            </Button>
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
