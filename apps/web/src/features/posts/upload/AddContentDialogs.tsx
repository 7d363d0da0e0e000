import type { Post } from '@plaza/contract';
import { useEffect } from 'react';
import { useAddContent } from './add-content-store';
import { lazyDialog, lazyPart } from '../../../components/lazy-part';

// The chooser is fetched when it first opens: a closed dialog is not part of the timeline's first screen.
const AddContentDialog = lazyDialog(() => import('./AddContentDialog'), 'AddContentDialog');

// Loaded once the chooser opens (a dialog of its own, nothing in its place meanwhile): the file
// drop zone and the upload are not part of the timeline's first screen.
const loadUploadDialog = () => import('./UploadVideoDialog');
const UploadVideoDialog = lazyPart(loadUploadDialog, 'UploadVideoDialog', null);
const loadGoLiveDialog = () => import('./GoLiveDialog');
const GoLiveDialog = lazyPart(loadGoLiveDialog, 'GoLiveDialog', null);

interface AddContentDialogsProps {
  selectedChannelId: string | null;
  selectedZoneId: string | null;
  onUploaded?: (post: Post) => void;
}

/** The add-content chooser, the upload dialog and the Go live dialog, opened through `useAddContent`. */
export function AddContentDialogs({ selectedChannelId, selectedZoneId, onUploaded }: AddContentDialogsProps) {
  const { dialog, openUpload, openGoLive, close } = useAddContent();
  useEffect(() => {
    if (dialog !== 'choose') return;
    void loadUploadDialog();
    void loadGoLiveDialog();
  }, [dialog]);
  return (
    <>
      <AddContentDialog opened={dialog === 'choose'} onClose={close} onUpload={openUpload} onGoLive={openGoLive} />
      {dialog === 'upload' && (
        <UploadVideoDialog
          onClose={close}
          onUploaded={(post) => onUploaded?.(post)}
          selectedChannelId={selectedChannelId}
          selectedZoneId={selectedZoneId}
        />
      )}
      {dialog === 'goLive' && (
        <GoLiveDialog onClose={close} selectedChannelId={selectedChannelId} selectedZoneId={selectedZoneId} />
      )}
    </>
  );
}
