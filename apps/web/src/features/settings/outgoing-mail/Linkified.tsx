import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { splitLinks } from './split-links';

/** The text with its web addresses as links that open in a new tab. */
export function Linkified({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    part.link ? (
      <Anchor
        key={index}
        href={part.text}
        target="_blank"
        rel="noreferrer noopener"
        inherit
        style={{ wordBreak: 'break-all' }}
      >
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
