import { Button } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AuthInfoCard } from './AuthInfoCard';
import { useResendVerificationMail } from './use-account-mutations';
import { useNextPath } from './use-next-path';

/** /verify-email-info/{userId}: after sign-up, or a sign-in before the address was verified. */
export function VerifyEmailInfoPage() {
  const { userId = '' } = useParams();
  const next = useNextPath();
  const resend = useResendVerificationMail();
  return (
    <AuthInfoCard
      icon={<IconMailCheck />}
      title="Check your e-mail"
      text="We sent you a verification e-mail. Open the link in it to choose your username and finish signing up."
      note="No e-mail? Look in your spam folder, or send it again."
    >
      <Button
        onClick={() => resend.mutate({ params: { id: userId }, query: next ? { next } : {} })}
        loading={resend.isPending}
        disabled={resend.isPending}
        fullWidth
      >
        Resend e-mail
      </Button>
    </AuthInfoCard>
  );
}
