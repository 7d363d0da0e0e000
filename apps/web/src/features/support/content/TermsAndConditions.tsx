import { Anchor } from '@mantine/core';
import { MIN_AGE } from '../../../lib/presentation';
import { Link } from 'react-router';
import { to } from '../../../routing/paths';
import { Bullets, P, Section } from '../Prose';
import { TermsLiability } from './TermsLiability';

/** The terms, part one: agreement, accounts, acceptable use and content. Part two is TermsLiability. */
export function TermsAndConditions() {
  return (
    <>
      <P>
        These terms are the agreement between you and the operator of this Plaza installation — the person or
        organisation who runs it. By creating an account or using Plaza you accept them. Zones may add rules of their
        own; where they are stricter, they apply inside that zone.
      </P>

      <Section title="Your account">
        <P>
          You must be at least {MIN_AGE} years old (see the{' '}
          <Anchor component={Link} to={to.supportPage('privacy-policy')}>
            privacy policy
          </Anchor>
          ). Give accurate details, keep your password and your developer API secret to yourself, and tell the operator
          if you think someone else is using your account. You are responsible for what is done with it.
        </P>
      </Section>

      <Section title="Acceptable use">
        <P>Plaza is for sharing and talking. Do not use it to:</P>
        <Bullets
          items={[
            'post anything illegal, or content that sexualises minors in any way;',
            'harass, threaten, bully or incite hatred or violence against anyone;',
            'share someone’s private information, or intimate images, without their consent;',
            'infringe copyright, trademarks or other rights — post only what you made or have permission to share;',
            'impersonate others or mislead people about who you are;',
            'send spam, run scams or spread malware;',
            'probe, overload or break into the service, or scrape it beyond what the public API allows.',
          ]}
        />
      </Section>

      <Section title="Your content">
        <P>
          You keep ownership of what you post. To run the service you give the operator a worldwide, non-exclusive,
          royalty-free licence to store, copy, convert (for example into streaming formats) and show your content to the
          people you share it with, for as long as it is on Plaza. The licence ends when you delete the content or your
          account, apart from copies already in backups, which are overwritten in time, and messages already delivered
          to others.
        </P>
        <P>
          You are responsible for your content and confirm you have the rights to share it, including the consent of
          people who appear in it.
        </P>
      </Section>

      <TermsLiability />
    </>
  );
}
