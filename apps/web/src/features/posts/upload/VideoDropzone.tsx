import { Group, Stack, Text } from '@mantine/core';
// Only the screens with a dropzone load its styles.
import '@mantine/dropzone/styles.css';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconMovie, IconUpload, IconX } from '@tabler/icons-react';
import { VIDEO_ACCEPT, VIDEO_TYPES_TEXT, formatSize, videoFileProblem } from './upload-form';

interface VideoDropzoneProps {
  file: File | null;
  /** A file was chosen (null: it was refused, with `problem` saying why). */
  onChoose: (file: File | null, problem: string | null) => void;
  problem: string | null;
  maxBytes: number | null;
  disabled: boolean;
}

function rejectionProblem(rejections: FileRejection[], maxBytes: number | null): string {
  const [first] = rejections;
  if (rejections.length > 1 || !first) return 'Choose one video.';
  return videoFileProblem(first.file, maxBytes) ?? 'Please upload a valid video format!';
}

/** Where the video is dropped or picked: one file of the contract's video types. */
export function VideoDropzone({ file, onChoose, problem, maxBytes, disabled }: VideoDropzoneProps) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Video file{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      <Dropzone
        onDrop={(files) => {
          const chosen = files[0] ?? null;
          const why = chosen ? videoFileProblem(chosen, maxBytes) : null;
          onChoose(why ? null : chosen, why);
        }}
        onReject={(rejections) => onChoose(null, rejectionProblem(rejections, maxBytes))}
        accept={VIDEO_ACCEPT}
        multiple={false}
        disabled={disabled}
        radius="md"
        aria-label="Choose a video file"
        style={{ borderColor: problem ? 'var(--mantine-color-red-6)' : undefined }}
      >
        <Group justify="center" gap="md" py="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconMovie size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {file ? (
              <>
                <Text fw={500} truncate>
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatSize(file.size)}
                  {disabled ? '' : ' · drop or click to choose another'}
                </Text>
              </>
            ) : (
              <>
                <Text fw={500}>Drag a video here or click to choose one</Text>
                <Text size="sm" c="dimmed">
                  {VIDEO_TYPES_TEXT}
                  {maxBytes !== null ? `; up to ${formatSize(maxBytes)} on your plan` : ''}
                </Text>
              </>
            )}
          </Stack>
        </Group>
      </Dropzone>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
