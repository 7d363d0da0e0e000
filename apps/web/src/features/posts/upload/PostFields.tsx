import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { POST, type UserChannel } from '@plaza/contract';
import { ChannelSelect } from './ChannelSelect';
import type { UploadValues } from './upload-form';

export interface PostFieldsProps {
  values: UploadValues;
  errors: FormErrors;
  onChange: (values: UploadValues) => void;
  memberships: readonly UserChannel[];
  membershipsLoading: boolean;
  disabled: boolean;
  /** What the post is, for the visibility's words: 'video' or 'live'. */
  noun: string;
}

/** A new post's title, description, channel and visibility: an upload's and a live's. */
export function PostFields(props: PostFieldsProps) {
  const { values, errors, onChange, disabled, noun } = props;
  const set = <K extends keyof UploadValues>(name: K, value: UploadValues[K]) => onChange({ ...values, [name]: value });
  return (
    <Stack gap="md">
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
            ? `Only you can see this ${noun}.`
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
