import { Stack } from '@mantine/core';
import { PostFields, type PostFieldsProps } from './PostFields';
import { VideoDropzone } from './VideoDropzone';

interface UploadFieldsProps extends Omit<PostFieldsProps, 'noun'> {
  file: File | null;
  fileProblem: string | null;
  onChooseFile: (file: File | null, problem: string | null) => void;
  maxBytes: number | null;
}

/** The upload dialog's fields: the file, then the post's title, description, channel and visibility. */
export function UploadFields({ file, fileProblem, onChooseFile, maxBytes, ...post }: UploadFieldsProps) {
  return (
    <Stack gap="md">
      <VideoDropzone
        file={file}
        problem={fileProblem}
        onChoose={onChooseFile}
        maxBytes={maxBytes}
        disabled={post.disabled}
      />
      <PostFields {...post} noun="video" />
    </Stack>
  );
}
