import { Button, Stack, TextInput } from '@mantine/core';
import { USER, userNameCheckBody } from '@plaza/contract';
import { useContractForm } from '../../forms/use-contract-form';
import { UserNameAvailability } from './UserNameAvailability';
import { useUserNameAvailability } from './username-availability';

interface ChooseUserNameFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (userName: string) => void;
}

/**
 * The last step of every sign-up (e-mail verification, a new Google or Apple user): the username,
 * with its rules and a live availability check.
 */
export function ChooseUserNameForm({ submitLabel, pending, onSubmit }: ChooseUserNameFormProps) {
  const form = useContractForm({ schema: userNameCheckBody, initialValues: { userName: '' } });
  const availability = useUserNameAvailability(form.values.userName);

  const submit = form.submit((body) => onSubmit(body.userName));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          autoFocus
          description={`${USER.userNameMin} to ${USER.userNameMax} letters, digits or _`}
          {...form.field('userName')}
        />
        <UserNameAvailability availability={availability} />
        <Button type="submit" loading={pending} disabled={availability?.status === 'taken'} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
