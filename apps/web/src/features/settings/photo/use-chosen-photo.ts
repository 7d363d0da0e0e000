import { useEffect, useState } from 'react';

export interface ChosenPhoto {
  file: File;
  preview: string;
}

/** The chosen file and its preview URL, released when the choice changes or the form goes away. */
export function useChosenPhoto() {
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);
  const choose = (file: File | null) => setChosen(file ? { file, preview: URL.createObjectURL(file) } : null);
  return [chosen, choose] as const;
}
