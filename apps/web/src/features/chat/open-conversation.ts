import { create } from 'zustand';

/** The direct conversation a chat pane of this tab shows now (the other user's id), if any. */
export const useOpenConversation = create<{ userId: string | null }>(() => ({ userId: null }));

/** A chat pane shows the conversation with `userId`; the returned function says it closed. */
export function openConversation(userId: string): () => void {
  useOpenConversation.setState({ userId });
  return () => {
    if (useOpenConversation.getState().userId === userId) useOpenConversation.setState({ userId: null });
  };
}

export function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * Whether the user is reading the conversation with `userId` right now: its pane is open and the
 * page is visible. Their messages then count as read (the pane marks them so).
 */
export function isReading(userId: string): boolean {
  return useOpenConversation.getState().userId === userId && pageVisible();
}
