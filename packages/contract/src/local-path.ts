/**
 * Only a path of this site, for "return to" addresses: `//evil.example` and `/\evil.example` are
 * other sites to a browser. Used by the web app's route guard and by the server's sign-in flows.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
