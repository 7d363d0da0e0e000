/** Below this width of the page (the sidebar and right panel take their share) one column is shown. */
export const TWO_COLUMNS_MIN_PX = 640;

/** What /messages shows: the list and the pane side by side, or one of them on a narrow screen. */
export type MessagesLayout = 'both' | 'list' | 'pane';

/** `width` 0 means not measured yet (or nowhere to measure): laid out as on a desktop. */
export function messagesLayout(width: number, selected: boolean): MessagesLayout {
  if (width === 0 || width >= TWO_COLUMNS_MIN_PX) return 'both';
  return selected ? 'pane' : 'list';
}
