import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter naming a comment to show, as notifications link to it. */
export const COMMENT_PARAM = 'comment';
/** How long the linked comment stays highlighted. */
export const HIGHLIGHT_MS = 2500;

export const commentElementId = (commentId: string) => `comment-${commentId}`;

/**
 * With `?comment=<id>`, scrolls to that comment once it is loaded and highlights it briefly; only
 * once, so paging or liking later does not jump the page back. A comment newer than the loaded list
 * (a notification opened on a page already visited) makes `reload` run once.
 */
export function useCommentDeepLink(loadedIds: readonly string[] | null, reload: () => void): string | null {
  const [params] = useSearchParams();
  const target = params.get(COMMENT_PARAM);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  const reloadedFor = useRef<string | null>(null);
  const loaded = target !== null && loadedIds !== null && loadedIds.includes(target);
  const missing = target !== null && loadedIds !== null && !loaded;

  useEffect(() => {
    if (!missing || reloadedFor.current === target) return;
    reloadedFor.current = target;
    reload();
  }, [missing, target, reload]);

  useEffect(() => {
    if (!target || !loaded || shown.current === target) return;
    shown.current = target;
    document.getElementById(commentElementId(target))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    setHighlighted(target);
  }, [target, loaded]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
