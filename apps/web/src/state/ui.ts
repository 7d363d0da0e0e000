import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UiState {
  /** The narrow (135 px) sidebar on desktop. */
  sidebarCollapsed: boolean;
  toggleSidebar: () => void;
}

export const UI_STORAGE_KEY = 'plaza-ui';

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sidebarCollapsed: false,
      toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
    }),
    { name: UI_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

export function resetUiState(): void {
  useUiStore.setState({ sidebarCollapsed: false });
}
