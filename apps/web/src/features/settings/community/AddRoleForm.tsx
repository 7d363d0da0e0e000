import { Button, Flex, TextInput } from '@mantine/core';
import { CUSTOM_ROLE, roleCode } from '@plaza/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** The contract's rule for a role code, with this field's label in its messages. */
const roleCodeRule = roleCode('Role code');

interface AddRoleFormProps {
  /** Creates the role (its code upper-cased); the field empties once it resolves (errors go through the error policy). */
  add: (roleCode: string) => Promise<unknown>;
  adding: boolean;
}

/** Adds a custom role to the matrix: a code checked by the contract's rule, permissions all off. */
export function AddRoleForm({ add, adding }: AddRoleFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = roleCodeRule.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add(parsed.data).then(
      () => setCode(''),
      () => undefined,
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add role">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
        <TextInput
          label="Role code"
          description={`Letters, digits and '_', ${CUSTOM_ROLE.codeMin} to ${CUSTOM_ROLE.codeMax} characters; at most ${CUSTOM_ROLE.maxRoles} roles in all.`}
          placeholder="EDITOR"
          autoComplete="off"
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 47 }} loading={adding} leftSection={<IconPlus size={16} />}>
          Add role
        </Button>
      </Flex>
    </form>
  );
}
