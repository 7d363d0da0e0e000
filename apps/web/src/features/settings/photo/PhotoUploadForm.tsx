import { Button, Group, Image, Stack, Text, Title, type MantineRadius } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { PHOTO } from '@plaza/contract';
import { LAYOUT } from '../../../lib/presentation';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { bannerHeight, PHOTO_ACCEPT, PHOTO_MAX_MB, rejectionText } from './photo-accept';
import { useChosenPhoto } from './use-chosen-photo';

interface PhotoUploadFormProps {
  /** The section heading: 'Display photo', 'Background photo'. */
  title: string;
  /** What shows until a new file is chosen: the current photo or its placeholder. */
  current: ReactNode;
  /** Sends the file; the choice is cleared once it resolves (a failure is toasted by the error policy). */
  upload: (file: File) => Promise<unknown>;
  uploading: boolean;
  /** The preview's corners, as the photo is shown elsewhere: round for a user, a rounded square for a zone. */
  radius?: MantineRadius;
  uploadLabel?: string;
  /** A wide banner (a channel's background) rather than a square photo: previewed and cropped so. */
  banner?: boolean;
}

/**
 * One photo (jpg, jpeg, png, bmp, svg), previewed at 276 px; Upload stays disabled until a file is
 * previewed (spec 01 §5, spec 02 §5). Used for the user's, a zone's and a channel's photos.
 */
export function PhotoUploadForm({
  title,
  current,
  upload,
  uploading,
  radius = '50%',
  uploadLabel = 'Upload photo',
  banner = false,
}: PhotoUploadFormProps) {
  const [chosen, choose] = useChosenPhoto();
  const size = LAYOUT.photoPreview;
  const send = (file: File) =>
    upload(file).then(
      () => void choose(null),
      () => undefined,
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group align="flex-start" gap="xl">
        {chosen ? (
          <Image
            src={chosen.preview}
            alt="Preview of the new photo"
            w={size}
            h={banner ? bannerHeight(size) : size}
            radius={radius}
            fit="cover"
          />
        ) : (
          current
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Dropzone
            onDrop={(files) => void choose(files[0] ?? null)}
            onReject={(rejections) => showErrorToast(rejectionText(rejections))}
            accept={PHOTO_ACCEPT}
            maxFiles={PHOTO.maxFiles}
            multiple={false}
            maxSize={PHOTO.maxBytes}
            radius="md"
            aria-label={`Choose a ${title.toLowerCase()}`}
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
                {PHOTO.extensions.join(', ')}; up to {PHOTO_MAX_MB} MB. It is cropped to{' '}
                {banner ? 'a wide banner' : 'a square'}.
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
              <Button variant="default" onClick={() => void choose(null)} disabled={uploading}>
                Cancel
              </Button>
            )}
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!chosen}
              loading={uploading}
              onClick={() => chosen && void send(chosen.file)}
            >
              {uploadLabel}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
