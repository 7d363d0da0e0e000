import type { Post, VideoUploadFields } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../api/api-error';
import { uploadVideo } from '../../../api/upload';
import { addCreatedPost } from '../feed/feed-cache';
import { initialUploadState, uploadReducer } from './upload-state';

export type UploadFn = typeof uploadVideo;

/**
 * Runs one video upload at a time with its progress. On success the post goes to the front of the
 * loaded feeds; an upload still running when the dialog goes away is aborted.
 */
export function useVideoUpload(onUploaded: (post: Post) => void, upload: UploadFn = uploadVideo) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const running = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => running.current?.abort(), []);

  // Leaving the page would end the upload: the browser asks first.
  const uploading = state.phase === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  const start = async (fields: VideoUploadFields, file: File) => {
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start' });
    try {
      const post = await upload(fields, file, {
        signal: controller.signal,
        onProgress: (percent) => dispatch({ type: 'progress', percent }),
      });
      addCreatedPost(queryClient, post);
      // The channel strip counts the user's posts too (live and unseen badges).
      void queryClient.invalidateQueries({ queryKey: [api.userChannels.list.method, api.userChannels.list.path] });
      dispatch({ type: 'succeed', post });
      onUploaded(post);
    } catch (error) {
      if (controller.signal.aborted) dispatch({ type: 'cancel' });
      else
        dispatch({ type: 'fail', message: isApiError(error) ? error.message : 'The upload failed. Please try again.' });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const abort = () => running.current?.abort();

  return { state, start, abort };
}
