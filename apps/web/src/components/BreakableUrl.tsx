import { Fragment } from 'react';

/**
 * An address that may wrap: after each '/', '?', '&', '=' or '.' the line may break, so a narrow
 * screen cuts it at a part boundary ('…/invite?|from=…') rather than inside a word.
 */
export function BreakableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=[/?&=.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
