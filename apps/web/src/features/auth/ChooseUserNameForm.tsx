import { Button, Stack, TextInput } from '@mantine/core';
import { USER, userNameCheckBody } from '@plaza/contract';
import type { FormEvent } from 'react';
import { useZodForm } from '../../forms/use-zod-form';
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
  const form = useZodForm(userNameCheckBody, { userName: '' });
  const availability = useUserNameAvailability(form.values.userName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (body) onSubmit(body.userName);
  };

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
