import type { Post } from '@plaza/contract';
import { AddContentDialog } from './AddContentDialog';
import { useAddContent } from './add-content-store';
import { UploadVideoDialog } from './UploadVideoDialog';

interface AddContentDialogsProps {
  selectedChannelId: string | null;
  selectedZoneId: string | null;
  onUploaded?: (post: Post) => void;
}

/** The add-content chooser and the upload dialog, opened through `useAddContent`. */
export function AddContentDialogs({ selectedChannelId, selectedZoneId, onUploaded }: AddContentDialogsProps) {
  const { dialog, openUpload, close } = useAddContent();
  return (
    <>
      <AddContentDialog opened={dialog === 'choose'} onClose={close} onUpload={openUpload} />
      {dialog === 'upload' && (
        <UploadVideoDialog
          onClose={close}
          onUploaded={(post) => onUploaded?.(post)}
          selectedChannelId={selectedChannelId}
          selectedZoneId={selectedZoneId}
        />
      )}
    </>
  );
}
