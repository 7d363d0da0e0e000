import { create } from 'zustand';

/** Which add-content dialog is open: the tile chooser, the upload dialog, the Go live dialog, or none. */
type AddContentDialog = 'none' | 'choose' | 'upload' | 'goLive';

interface AddContentState {
  dialog: AddContentDialog;
  openChooser: () => void;
  openUpload: () => void;
  openGoLive: () => void;
  close: () => void;
}

export const useAddContent = create<AddContentState>((set) => ({
  dialog: 'none',
  openChooser: () => set({ dialog: 'choose' }),
  openUpload: () => set({ dialog: 'upload' }),
  openGoLive: () => set({ dialog: 'goLive' }),
  close: () => set({ dialog: 'none' }),
}));

/** Opens the add-content dialog (the timeline header and its empty state; any page that mounts AddContentDialogs). */
export const openAddContent = () => useAddContent.getState().openChooser();
