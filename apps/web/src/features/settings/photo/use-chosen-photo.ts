import { ERRORS } from '@plaza/contract';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { isPhotoContent } from './photo-content';

export interface ChosenPhoto {
  file: File;
  preview: string;
}

/**
 * The chosen file and its preview URL, released when the choice changes or the form goes away. A file
 * whose content is not a photo is refused with the server's words and never previewed.
 */
export function useChosenPhoto() {
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);
  const choose = async (file: File | null) => {
    if (file && !(await isPhotoContent(file))) {
      showErrorToast(ERRORS.INVALID_IMAGE_FORMAT.text);
      return;
    }
    setChosen(file ? { file, preview: URL.createObjectURL(file) } : null);
  };
  return [chosen, choose] as const;
}
