import { type User } from '@plaza/contract';
import { LAYOUT } from '../../../lib/presentation';
import { UserAvatar } from '../../../components/UserAvatar';
import { PhotoUploadForm } from '../photo/PhotoUploadForm';
import { useUploadPhoto } from './use-profile-mutations';

/** The user's display photo (spec 01 §5), through the shared photo form. */
export function DisplayPhotoForm({ user }: { user: User }) {
  const upload = useUploadPhoto();
  return (
    <PhotoUploadForm
      title="Display photo"
      current={<UserAvatar user={user} size={LAYOUT.photoPreview} />}
      upload={(photoFile) => upload.mutateAsync({ body: { photoFile } })}
      uploading={upload.isPending}
    />
  );
}
