/** Where a post's media live in storage: one folder per post, named by its slug. */
export function mediaFolder(slug: string): string {
  return `videos/${slug}`;
}

export function mediaKey(slug: string, fileName: string): string {
  return `${mediaFolder(slug)}/${fileName}`;
}
