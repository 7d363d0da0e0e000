import type { Post } from '@plaza/contract';

/** The video upload (spec 02 §4): idle, uploading with a percentage, then completed or failed. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'completed'; post: Post }
  | { phase: 'failed'; message: string };

export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; percent: number }
  | { type: 'succeed'; post: Post }
  | { type: 'fail'; message: string }
  /** The user stopped the upload: nothing was sent, the form is as it was. */
  | { type: 'cancel' };

export const initialUploadState: UploadState = { phase: 'idle' };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' || state.phase === 'failed' ? { phase: 'uploading', percent: 0 } : state;
    case 'progress': {
      if (state.phase !== 'uploading') return state;
      const percent = Math.max(0, Math.min(100, Math.floor(event.percent)));
      return percent === state.percent ? state : { phase: 'uploading', percent };
    }
    case 'succeed':
      return state.phase === 'uploading' ? { phase: 'completed', post: event.post } : state;
    case 'fail':
      return state.phase === 'uploading' ? { phase: 'failed', message: event.message } : state;
    case 'cancel':
      return state.phase === 'uploading' ? initialUploadState : state;
  }
}

export interface PrimaryAction {
  kind: 'upload' | 'close';
  label: string;
  disabled: boolean;
}

/** The dialog's main button: the first press uploads, the second (once completed) closes. */
export function primaryAction(state: UploadState, hasRequired: boolean): PrimaryAction {
  switch (state.phase) {
    case 'idle':
      return { kind: 'upload', label: 'Upload', disabled: !hasRequired };
    case 'failed':
      return { kind: 'upload', label: 'Try again', disabled: !hasRequired };
    case 'uploading':
      return {
        kind: 'upload',
        label: state.percent < 100 ? `Uploading… ${state.percent}%` : 'Finishing…',
        disabled: true,
      };
    case 'completed':
      return { kind: 'close', label: 'Close', disabled: false };
  }
}

/** Fields can change before an upload and after a failure, not while it runs or once it is done. */
export function formLocked(state: UploadState): boolean {
  return state.phase === 'uploading' || state.phase === 'completed';
}
