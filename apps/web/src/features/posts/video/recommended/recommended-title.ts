/** Spec 02 §2: the list's title is singular for one video. */
export function recommendedTitle(count: number): string {
  return count === 1 ? 'Recommended video' : 'Recommended videos';
}
