import { Button, Stack, TextInput } from '@mantine/core';
import { USER, initialUserBody } from '@plaza/contract';
import { PasswordField } from '../../components/PasswordField';
import { useContractForm } from '../../forms/use-contract-form';
import { AuthCardHeader } from './AuthCardHeader';
import { useInitializeUser } from './use-auth-mutations';

/** First run (spec 01 §2): create the super admin. Messages come from the contract's schema. */
export function InitializeUserPage() {
  const form = useContractForm({
    schema: initialUserBody,
    initialValues: { fullName: '', userName: '', email: '', password: '' },
  });
  const initialize = useInitializeUser();

  const submit = form.submit((body) => initialize.mutate({ body }));

  return (
    <>
      <AuthCardHeader
        title="Set up Plaza"
        text="Create the first account. It becomes the super admin, who looks after this whole installation."
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" withAsterisk autoFocus {...form.field('fullName')} />
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            description={`${USER.initialUserNameMin} to ${USER.userNameMax} letters, digits or _`}
            {...form.field('userName')}
          />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.field('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            withAsterisk
            description={`At least ${USER.passwordMin} characters`}
            {...form.field('password')}
          />
          <Button type="submit" loading={initialize.isPending} fullWidth size="md" mt="xs">
            Create super admin
          </Button>
        </Stack>
      </form>
    </>
  );
}
