import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { USER, profileFields, type User } from '@plaza/contract';
import { useContractForm } from '../../../forms/use-contract-form';
import { formatDate } from '../../../lib/format-date';
import { useUpdateProfile } from './use-profile-mutations';

/** Full name and username; Save stays disabled until one of them differs (spec 01 §5). */
export function ProfileInfoForm({ user }: { user: User }) {
  const form = useContractForm({
    schema: profileFields,
    initialValues: { fullName: user.fullName, userName: user.userName ?? '' },
  });
  const update = useUpdateProfile();
  const fullName = form.values.fullName.trim();
  const userName = form.values.userName.trim();
  const changed = fullName !== user.fullName || userName !== (user.userName ?? '');

  const submit = form.submit((values) => {
    if (!changed) return;
    update.mutate({
      body: {
        ...(values.fullName !== user.fullName ? { fullName: values.fullName } : {}),
        ...(values.userName !== user.userName ? { userName: values.userName } : {}),
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-information">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-information">
          Profile information
        </Title>
        <TextInput label="Full name" autoComplete="name" withAsterisk {...form.field('fullName')} />
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          description={`${USER.userNameMin} to ${USER.userNameMax} letters, digits or _`}
          {...form.field('userName')}
        />
        <TextInput label="Email" value={user.email} readOnly variant="filled" />
        <Text size="sm" c="dimmed">
          Member since {formatDate(user.createdOn)}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
