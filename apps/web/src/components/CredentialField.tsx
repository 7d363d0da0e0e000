import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

interface CredentialFieldProps {
  label: string;
  value: string;
  /** Masked until the user asks to see it. */
  secret?: boolean;
}

/** A read-only credential with a copy button and, for a secret, a show/hide toggle. */
export function CredentialField({ label, value, secret = false }: CredentialFieldProps) {
  const [visible, setVisible] = useState(false);
  const masked = secret && !visible;
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      type={masked ? 'password' : 'text'}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={secret ? 72 : 40}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={4} wrap="nowrap">
          {secret && (
            <Tooltip label={visible ? `Hide ${label}` : `Show ${label}`} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
          <CopyButton value={value} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  aria-label={copied ? 'Copied' : `Copy ${label}`}
                  onClick={copy}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      }
    />
  );
}
