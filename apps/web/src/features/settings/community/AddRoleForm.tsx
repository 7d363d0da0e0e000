import { Button, Flex, TextInput } from '@mantine/core';
import { CUSTOM_ROLE, roleCode } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconPlus } from '@tabler/icons-react';
import { useContractForm } from '../../../forms/use-contract-form';

/** The contract's new-role body, its code with this field's label in the messages. */
const addRoleForm = api.zones.createRole.body.pick({ roleCode: true }).extend({ roleCode: roleCode('Role code') });

interface AddRoleFormProps {
  /** Creates the role (its code upper-cased); the field empties once it resolves (errors go through the error policy). */
  add: (roleCode: string) => Promise<unknown>;
  adding: boolean;
}

/** Adds a custom role to the matrix: a code checked by the contract's rule, permissions all off. */
export function AddRoleForm({ add, adding }: AddRoleFormProps) {
  const form = useContractForm({ schema: addRoleForm, initialValues: { roleCode: '' }, errors: 'submit' });

  const submit = form.submit((body) =>
    add(body.roleCode).then(
      () => form.setFieldValue('roleCode', ''),
      () => undefined,
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add role">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
        <TextInput
          label="Role code"
          description={`Letters, digits and '_', ${CUSTOM_ROLE.codeMin} to ${CUSTOM_ROLE.codeMax} characters; at most ${CUSTOM_ROLE.maxRoles} roles in all.`}
          placeholder="EDITOR"
          autoComplete="off"
          {...form.field('roleCode')}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 47 }} loading={adding} leftSection={<IconPlus size={16} />}>
          Add role
        </Button>
      </Flex>
    </form>
  );
}
