import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createInitialUser, registerUser } from '../support/factories.js';
import { outboxMailTo } from '../support/outbox.js';
import { useTestServer } from '../support/server.js';
import { tokenFromMail } from '../support/smtp.js';

/** Every line the server logs, as it would reach stdout. */
const lines: string[] = [];
const server = useTestServer({ logger: true, logStream: { write: (line) => void lines.push(line) } }, { reset: false });

describe('the log of a server without SMTP_URL', () => {
  it('never holds a reset or verification token, from the mail, the page it opens or the call that uses it', async () => {
    const { input: admin } = await createInitialUser(server.client());
    const visitor = server.client();

    await visitor.call(api.account.requestResetPassword, { body: { email: admin.email } });
    const reset = tokenFromMail(await outboxMailTo(server, admin.email), 'reset-password');
    // The browser opens the link's page on the same server (the web app), then sends the token.
    await visitor.fetch(`/reset-password/${reset}`);
    const signedIn = await visitor.call(api.account.resetPassword, {
      body: { password: 'brand-new-secret', token: reset },
    });
    expect(signedIn.status).toBe(200);

    const { input: member } = await registerUser(server.client());
    const verify = tokenFromMail(await outboxMailTo(server, member.email), 'verify-email');
    await visitor.fetch(`/verify-email/${verify}`);
    const verified = await visitor.call(api.account.verifyEmail, { body: { token: verify, userName: 'logged_not' } });
    expect(verified.status).toBe(200);

    const log = lines.join('');
    // The log did record all of this, with the secrets taken out.
    expect(log).toContain(`"to":"${admin.email}","subject":"Reset your Plaza password"`);
    expect(log).toContain('"url":"/reset-password/[redacted]"');
    expect(log).toContain('"url":"/verify-email/[redacted]"');
    expect(log).toContain('"url":"/v1/auth/reset-password"');
    for (const token of [reset, verify]) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }
  });
});
