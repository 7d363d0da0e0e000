import { Alert, Anchor } from '@mantine/core';
import { MIN_AGE } from '../../../lib/presentation';
import { IconUserShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../../routing/paths';
import { Bullets, P, Section } from '../Prose';

/** The privacy policy, part two: sharing, retention, age, rights and contact. */
export function PrivacyRights() {
  return (
    <>
      <Section title="Who can see it">
        <Bullets
          items={[
            'Other members see your public profile (name, username, photo) and whatever you publish publicly.',
            'Owners and moderators of a zone see its members and can act on what is posted in it.',
            'The operator can reach the data on their server, and uses it only to run and protect the installation.',
            'Service providers the operator relies on — hosting, and an e-mail service for sign-up and password mails — handle data only on the operator’s behalf.',
          ]}
        />
        <P>Nothing is shared with anyone else unless the law requires it.</P>
      </Section>

      <Section title="How long we keep it">
        <P>
          Account data is kept while your account exists. Content and messages are kept until you delete them or your
          account is deleted; copies held by the people you sent messages to stay in their conversations. Technical logs
          are kept only as long as needed for security and troubleshooting, normally a few weeks. Backups are
          overwritten on the operator’s regular cycle.
        </P>
      </Section>

      <Section title="Minimum age">
        <Alert variant="light" color="grape" icon={<IconUserShield size={20} />} title="Age requirement">
          You must be at least {MIN_AGE} years old to use Plaza. If the law where you live sets a higher age for
          agreeing to the use of your data, you need that age or the consent of a parent or guardian. Accounts found to
          belong to younger children are deleted.
        </Alert>
      </Section>

      <Section title="Your rights">
        <P>Depending on where you live, you have the right to:</P>
        <Bullets
          items={[
            'see the data kept about you and receive a copy in a portable format;',
            <>
              correct it — most of it you can change yourself in{' '}
              <Anchor component={Link} to={PATHS.settings}>
                Settings
              </Anchor>
              ;
            </>,
            'have it deleted, along with your account;',
            'object to, or ask to restrict, a particular use of it;',
            'complain to your data protection authority.',
          ]}
        />
      </Section>

      <Section title="Security">
        <P>
          Connections should be encrypted (https), passwords are hashed, sign-in attempts are rate-limited and sessions
          can be ended by signing out. No system is perfectly secure; if the operator learns of a breach that affects
          you, they should tell you without undue delay.
        </P>
      </Section>

      <Section title="Contact and changes">
        <P>
          To use any of these rights or ask a question, contact the operator of this installation — through the contact
          details they publish, or by writing to its administrators. When this policy changes, the date at the top of
          the page changes too; important changes are announced in the product.
        </P>
      </Section>
    </>
  );
}
