// How far the image upload under way has gone (0 to 1), or null when none is: written by the data provider as
// the browser reports the bytes sent, read by the form toolbar's progress bar.
import { useSyncExternalStore } from 'react';

let sent: number | null = null;
const listeners = new Set<() => void>();

export const uploadProgress = {
  get: () => sent,
  set(value: number | null) {
    sent = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useUploadProgress = () => useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get);
