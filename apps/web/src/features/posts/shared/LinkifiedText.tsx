import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { to } from '../../../routing/paths';
import { linkify } from './linkify';

/** Text with its links (opened in a new tab) and @mentions (to the profile) highlighted, as React nodes. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) => {
        switch (part.kind) {
          case 'text':
            return <span key={index}>{part.text}</span>;
          case 'link':
            return (
              <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
                {part.text}
              </Anchor>
            );
          case 'mention':
            return (
              <Anchor key={index} component={Link} to={to.profile(part.userName)} fw={600} inherit>
                {part.text}
              </Anchor>
            );
        }
      })}
    </>
  );
}
