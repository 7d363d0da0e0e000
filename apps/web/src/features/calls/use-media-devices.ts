import { useEffect, useState } from 'react';

/** The cameras, microphones and speakers the browser names (labels appear once access is granted). */
export function useMediaDevices(refreshKey: unknown): MediaDeviceInfo[] {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media?.enumerateDevices) return;
    const list = () =>
      void media
        .enumerateDevices()
        .then(setDevices)
        .catch(() => setDevices([]));
    list();
    media.addEventListener('devicechange', list);
    return () => media.removeEventListener('devicechange', list);
  }, [refreshKey]);
  return devices;
}

/** Whether sound can be sent to a chosen speaker (setSinkId; not every browser has it). */
export const canPickSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
