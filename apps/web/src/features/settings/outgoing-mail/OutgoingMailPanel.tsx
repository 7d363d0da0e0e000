import { Stack } from '@mantine/core';
import type { UnverifiedUser } from '@plaza/contract';
import { IconMailbox, IconUserCheck } from '@tabler/icons-react';
import { showSuccessToast } from '../../../lib/toast';
import { confirmAction } from '../../../components/confirm';
import { MailRow } from './MailRow';
import { MemberRow } from './MemberRow';
import { PagedSection } from './PagedSection';
import { SmtpBanner } from './SmtpBanner';
import { useMemberActions, useOutbox, useUnverifiedUsers } from './use-outgoing-mail';

/**
 * /settings/outgoing-mail (super admin): whether mail leaves the server, the members who have not
 * verified their address (resend their mail, or verify them by hand), and the outbox.
 */
export function OutgoingMailPanel() {
  const outbox = useOutbox();
  const members = useUnverifiedUsers();
  const { resend, verify } = useMemberActions();
  const smtpConfigured = outbox.data?.pages[0]?.smtpConfigured;
  const busy = resend.isPending || verify.isPending;

  const askVerify = (member: UnverifiedUser) =>
    confirmAction({
      text: `Verify ${member.fullName} (${member.email}) by hand? Do this only when you know the address is theirs: they can then sign in without the link we mailed them, and that link stops working. If they have no username yet, they get one made from their address, which they can change in their settings.`,
      onConfirm: () => verify.mutate({ params: { id: member.id } }),
    });

  return (
    <Stack gap="xl" maw={960}>
      {smtpConfigured !== undefined && <SmtpBanner configured={smtpConfigured} />}
      <PagedSection<UnverifiedUser>
        title="Members to verify"
        description="They signed up but have not opened the link of their verification mail yet."
        query={members}
        labels={{
          loading: 'Loading members to verify',
          error: 'The members could not be loaded',
          list: 'Members to verify',
        }}
        empty={{
          icon: <IconUserCheck />,
          title: 'Everyone is verified',
          text: 'Members who have not verified their e-mail address yet will appear here.',
        }}
      >
        {(member) => (
          <MemberRow
            key={member.id}
            member={member}
            busy={busy}
            onResend={() =>
              resend.mutate(
                { params: { id: member.id } },
                { onSuccess: () => showSuccessToast(`Verification mail sent to ${member.email}`) },
              )
            }
            onVerify={() => askVerify(member)}
          />
        )}
      </PagedSection>
      <PagedSection
        title="Outbox"
        description={
          smtpConfigured
            ? 'Mail kept while SMTP was not configured, newest first.'
            : 'Every mail Plaza would have sent, newest first. Only you can read it.'
        }
        query={outbox}
        labels={{ loading: 'Loading the outbox', error: 'The outbox could not be loaded', list: 'Outbox' }}
        empty={{
          icon: <IconMailbox />,
          title: 'No mail kept',
          text: smtpConfigured ? 'Mail goes out through your SMTP server.' : 'Mail Plaza sends will appear here.',
        }}
      >
        {(mail) => <MailRow key={mail.id} mail={mail} />}
      </PagedSection>
    </Stack>
  );
}
