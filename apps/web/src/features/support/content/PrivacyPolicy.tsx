import { Code } from '@mantine/core';
import { SESSION } from '@plaza/contract';
import { Bullets, P, Section } from '../Prose';
import { PrivacyRights } from './PrivacyRights';

/** The privacy policy, part one: who is responsible, what is kept and why. Part two is PrivacyRights. */
export function PrivacyPolicy() {
  return (
    <>
      <P>
        Plaza is software that anyone can install and run. This policy explains what a Plaza installation keeps about
        you, why, who can see it and what you can ask for. It is written to be read, not to hide anything.
      </P>

      <Section title="Who is responsible for your data">
        <P>
          The operator of this installation — the person or organisation who runs the server you are using — decides how
          it is used and is the controller of your personal data. The people who write the Plaza software do not receive
          your data: it stays on the operator’s server.
        </P>
      </Section>

      <Section title="What we keep">
        <Bullets
          items={[
            <>
              <strong>Account data</strong>: your full name, username, e-mail address, display photo and profile colour.
              Your password is never stored, only a salted hash of it. Links for e-mail verification and password reset,
              and your developer API secret, are likewise kept only as hashes.
            </>,
            <>
              <strong>Content</strong>: the videos and live streams you publish with their titles and descriptions, your
              comments, replies and reactions, the folders you save posts into, the zones and channels you create or
              join, your contacts and the invitations you send.
            </>,
            <>
              <strong>Messages</strong>: your chat messages, and records of calls and meetings (who took part and when).
              Calls are not recorded; a meeting is recorded only when its host turns recording on and everyone in it is
              told.
            </>,
            <>
              <strong>Technical logs</strong>: the address your request came from, the time, the page or API call and
              your browser’s name, kept to keep the service secure, limit abuse and fix errors. Passwords, tokens,
              cookies and API secrets are removed from the logs.
            </>,
          ]}
        />
      </Section>

      <Section title="Why we keep it">
        <P>
          Only to run the service you asked for: to sign you in, show your content to the people you share it with,
          deliver your messages and calls, keep the installation safe and meet legal obligations. Your data is not sold,
          is not used to build an advertising profile and is not used to train anyone’s models.
        </P>
      </Section>

      <Section title="Cookies and browser storage">
        <P>Plaza sets exactly two cookies, both HttpOnly so that scripts in the page cannot read them:</P>
        <Bullets
          items={[
            <>
              <Code>PLAZA_&lt;ENV&gt;_ACCESS_TOKEN</Code> — proves you are signed in; the token inside is renewed every{' '}
              {SESSION.accessTokenMinutes} minutes.
            </>,
            <>
              <Code>PLAZA_&lt;ENV&gt;_REFRESH_ACCESS_TOKEN</Code> — lets Plaza renew that token without asking for your
              password again.
            </>,
          ]}
        />
        <P>
          They last at most {SESSION.cookieDays} days and are deleted when you sign out. They are strictly necessary for
          signing in, so no consent banner is shown. Your browser’s local storage holds one layout preference (a
          collapsed or wide sidebar), cleared when you sign out.
        </P>
        <P>
          There are no third-party trackers: no analytics, advertising or social-media scripts, and no fonts or files
          loaded from other sites. Everything you see is served by this installation.
        </P>
      </Section>

      <PrivacyRights />
    </>
  );
}
