import { P, Section } from '../Prose';

/** The terms, part two: moderation, termination, the alpha stage and liability. */
export function TermsLiability() {
  return (
    <>
      <Section title="Moderation">
        <P>
          Zone owners and moderators look after their zones, and the operator looks after the whole installation. They
          may remove content or limit accounts that break these terms, a zone’s rules or the law, and may act on reports
          from members. Where it is safe and lawful, you will be told what was removed and why, and you can ask the
          operator to look at the decision again.
        </P>
      </Section>

      <Section title="Ending your account">
        <P>
          You can stop using Plaza at any time and ask for your account to be deleted. The operator may suspend or close
          an account that seriously or repeatedly breaks these terms, or when the law requires it, and will give notice
          where reasonably possible. The operator may also shut the installation down; they should give members fair
          warning so they can save their content first.
        </P>
      </Section>

      <Section title="An alpha product">
        <P>
          Plaza is in an alpha stage. Features may change, be incomplete or be removed, and data may occasionally be
          lost: keep your own copies of anything important. Payments and monetisation are still being built; nothing on
          Plaza today charges you or pays you.
        </P>
      </Section>

      <Section title="Liability">
        <P>
          Plaza is provided “as is” and “as available”, without warranties of any kind, to the extent the law allows.
          The operator is not liable for indirect or consequential losses, for loss of data or profits, or for content
          posted by other members. Nothing in these terms limits liability that cannot be limited by law, such as for
          death or personal injury caused by negligence, or for fraud.
        </P>
      </Section>

      <Section title="Changes to these terms">
        <P>
          When the terms change, the date at the top of the page changes too. Important changes are announced in the
          product before they take effect; if you keep using Plaza after that, the new terms apply.
        </P>
      </Section>
    </>
  );
}
