import { safeLocalPath } from '@plaza/contract';
import { useSearchParams } from 'react-router';
import { NEXT_PARAM, PATHS, to } from '../../routing/paths';

/**
 * The page to come back to after sign-in, from this page's `?next=`: only a local path, so a
 * crafted link cannot send anyone to another site. Every sign-in and sign-up page passes it on.
 */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeLocalPath(params.get(NEXT_PARAM));
}

/** Sign-in from a sign-up page: /join when there is a page to come back to (its words say so). */
export const signInPath = (next: string | null) => (next ? to.join(next) : PATHS.login);
