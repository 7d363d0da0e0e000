import { Alert, Code, List, Text } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A setting to type, allowed to wrap on a narrow screen. */
const Setting = ({ children }: { children: ReactNode }) => (
  <Code style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{children}</Code>
);

/** Whether mail leaves the server; without SMTP, how to make it. */
export function SmtpBanner({ configured }: { configured: boolean }) {
  if (configured) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Mail is sent through your SMTP server">
        <Text size="sm">New mail goes out through the server named by SMTP_URL; nothing new is kept here.</Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconMailOff />} title="SMTP is not configured">
      <Text size="sm">
        Plaza sends no mail: every verification, password reset and invitation mail is kept in the outbox below, which
        only you can read. Until mail is set up, pass a link on yourself, or verify new members by hand.
      </Text>
      <Text size="sm" mt="xs">
        To send mail, start Plaza with these variables and restart it:
      </Text>
      <List size="sm" mt={4} spacing={4}>
        <List.Item>
          <Setting>SMTP_URL=smtp://user:pass@mail.example.com:587</Setting> (or <Setting>smtps://…:465</Setting>) — your
          mail server
        </List.Item>
        <List.Item>
          <Setting>MAIL_FROM=Plaza &lt;no-reply@your.domain&gt;</Setting> — the sender, optional
        </List.Item>
      </List>
      <Text size="sm" mt="xs">
        See “Outgoing mail” in the README for the details.
      </Text>
    </Alert>
  );
}
