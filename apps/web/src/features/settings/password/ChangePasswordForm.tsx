import { Button, Group, Paper, Stack } from '@mantine/core';
import { USER } from '@plaza/contract';
import { PasswordField } from '../../../components/PasswordField';
import { useContractForm } from '../../../forms/use-contract-form';
import { EMPTY_CHANGE_PASSWORD, canSubmitPasswordChange, changePasswordForm } from './change-password-form';
import { useChangePassword } from './use-change-password';

/** Settings › Password. `onChanged` starts a fresh, empty form. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useContractForm({ schema: changePasswordForm, initialValues: EMPTY_CHANGE_PASSWORD });
  const change = useChangePassword(onChanged);

  const submit = form.submit((body) => change.mutate({ body }));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.field('currentPassword')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            withAsterisk
            description={`At least ${USER.passwordMin} characters`}
            {...form.field('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            {...form.field('confirmNewPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} disabled={!canSubmitPasswordChange(form.values)}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
