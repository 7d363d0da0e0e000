import { TOKENS } from '@plaza/contract';

/** A file sent with a mail (a meeting's calendar entry): text content, its name and type. */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  content: string;
}

/** A mail ready to send: a plain-text part and an HTML part saying the same, and any attachments. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function linkMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
}): Mail {
  const text = [opts.greeting, '', ...opts.lines, '', `${opts.action}: ${opts.link}`, '', opts.footer, ''].join('\n');
  const paragraphs = opts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const link = escapeHtml(opts.link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(opts.greeting)}</p>
${paragraphs}
<p><a href="${link}">${escapeHtml(opts.action)}</a></p>
<p style="color: #666">If the button does not work, copy this address into your browser:<br>${link}</p>
<p style="color: #666">${escapeHtml(opts.footer)}</p>
</body></html>
`;
  return { to: opts.to, subject: opts.subject, text, html };
}

/**
 * Links open the web app's own pages: /verify-email/{token} and /reset-password/{token}; `next`
 * (a local path, checked by the contract) is the page to come back to once signed in.
 */
export function pageLink(appUrl: URL, page: string, token: string, next?: string): string {
  const url = new URL(`/${page}/${encodeURIComponent(token)}`, appUrl);
  if (next) url.searchParams.set('next', next);
  return url.toString();
}

export function verificationMail(
  appUrl: URL,
  user: { email: string; fullName: string },
  token: string,
  next?: string,
): Mail {
  return linkMail({
    to: user.email,
    subject: 'Verify your e-mail address for Plaza',
    greeting: `Hello ${user.fullName},`,
    lines: ['Thank you for signing up for Plaza.', 'Please confirm your e-mail address and choose your username.'],
    action: 'Verify my e-mail address',
    link: pageLink(appUrl, 'verify-email', token, next),
    footer: `This link works once and expires in ${TOKENS.verificationHours} hours. If you did not sign up, ignore this mail.`,
  });
}

export function passwordResetMail(appUrl: URL, user: { email: string; fullName: string }, token: string): Mail {
  return linkMail({
    to: user.email,
    subject: 'Reset your Plaza password',
    greeting: `Hello ${user.fullName},`,
    lines: ['Someone asked to reset the password of your Plaza account.', 'To choose a new password, open this link.'],
    action: 'Reset my password',
    link: pageLink(appUrl, 'reset-password', token),
    footer: `This link works once and expires in ${TOKENS.passwordResetHours} hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
  });
}

/** Where someone was invited: a zone, or a channel of a zone. */
export interface InvitationPlaceName {
  kind: 'zone' | 'channel';
  name: string;
  zoneName: string;
}

/**
 * An invitation reaches the invitee's invitations panel. The link opens the invitation's public page
 * (it works signed out), which leads through sign-in or sign-up back to it, to accept in one click.
 */
export function invitationMail(
  appUrl: URL,
  to: string,
  inviterName: string,
  place: InvitationPlaceName,
  invitationId: string,
): Mail {
  const where = place.kind === 'zone' ? `the zone ${place.name}` : `the channel ${place.name} in ${place.zoneName}`;
  return linkMail({
    to,
    subject: `${inviterName} invited you to ${place.name} on Plaza`,
    greeting: 'Hello,',
    lines: [
      `${inviterName} invited you to join ${where} on Plaza.`,
      'Sign in with this e-mail address to accept or decline the invitation. No account yet? Sign up with this address first.',
    ],
    action: 'See the invitation',
    link: invitationPageLink(appUrl, invitationId),
    footer: 'If you do not know the sender, ignore this mail: nothing happens unless you accept.',
  });
}

/** The public page of one zone or channel invitation (the web's /invite?invitation=…). */
export function invitationPageLink(appUrl: URL, invitationId: string): string {
  const url = new URL('/invite', appUrl);
  url.searchParams.set('invitation', invitationId);
  return url.toString();
}

/** The public page of someone's invitation, which leads a visitor through sign-up or sign-in back to it. */
export function invitePageLink(appUrl: URL, inviterUserName: string): string {
  const url = new URL('/invite', appUrl);
  url.searchParams.set('from', inviterUserName);
  return url.toString();
}

/**
 * A contact invitation to someone without an account: join Plaza with this address to answer it.
 * The link is the inviter's public invite page (it works signed out); the invitation itself waits
 * on the address, so only whoever verifies it can accept.
 */
export function contactInvitationMail(
  appUrl: URL,
  to: string,
  inviter: { fullName: string; userName: string | null },
): Mail {
  const inviterName = inviter.fullName;
  return linkMail({
    to,
    subject: `${inviterName} invited you to join Plaza`,
    greeting: 'Hello,',
    lines: [
      `${inviterName} would like to add you to their contacts on Plaza.`,
      'Sign up with this e-mail address to accept or decline the invitation.',
    ],
    action: 'Join Plaza',
    link: inviter.userName ? invitePageLink(appUrl, inviter.userName) : new URL('/contacts', appUrl).toString(),
    footer: 'If you do not know the sender, ignore this mail: nothing happens unless you accept.',
  });
}
