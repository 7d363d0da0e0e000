import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { POST, type UserChannel } from '@plaza/contract';
import { ChannelSelect } from './ChannelSelect';
import type { UploadValues } from './upload-form';
import { VideoDropzone } from './VideoDropzone';

interface UploadFieldsProps {
  values: UploadValues;
  errors: FormErrors;
  onChange: (values: UploadValues) => void;
  file: File | null;
  fileProblem: string | null;
  onChooseFile: (file: File | null, problem: string | null) => void;
  memberships: readonly UserChannel[];
  membershipsLoading: boolean;
  maxBytes: number | null;
  disabled: boolean;
}

/** The upload dialog's fields: the file, title, description, channel and visibility. */
export function UploadFields(props: UploadFieldsProps) {
  const { values, errors, onChange, disabled } = props;
  const set = <K extends keyof UploadValues>(name: K, value: UploadValues[K]) => onChange({ ...values, [name]: value });
  return (
    <Stack gap="md">
      <VideoDropzone
        file={props.file}
        problem={props.fileProblem}
        onChoose={props.onChooseFile}
        maxBytes={props.maxBytes}
        disabled={disabled}
      />
      <TextInput
        label="Title"
        withAsterisk
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errors.title}
        disabled={disabled}
        maxLength={POST.titleMax}
        description={`${values.title.length}/${POST.titleMax}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
      />
      <Textarea
        label="Description"
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={errors.description}
        disabled={disabled}
        autosize
        minRows={3}
        maxRows={8}
        description={`${values.description.length}/${POST.descriptionMax}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <ChannelSelect
        memberships={props.memberships}
        loading={props.membershipsLoading}
        value={values.channelId}
        onChange={(channelId) => set('channelId', channelId)}
        error={errors.channelId}
        disabled={disabled}
      />
      <Switch
        label="Public"
        description={
          !values.isPublic
            ? 'Only you can see this video.'
            : values.channelId
              ? 'Everyone who may see the channel can watch it.'
              : 'Everyone can watch it.'
        }
        checked={values.isPublic}
        onChange={(event) => set('isPublic', event.currentTarget.checked)}
        disabled={disabled}
      />
    </Stack>
  );
}
