import { describe, expect, it } from 'vitest';
import { aPost } from '../../../testing/post-fixture';
import { formLocked, initialUploadState, primaryAction, uploadReducer, type UploadState } from './upload-state';

const run = (...events: Parameters<typeof uploadReducer>[1][]) =>
  events.reduce<UploadState>(uploadReducer, initialUploadState);

describe('the upload state', () => {
  it('goes idle → uploading with a percentage → completed', () => {
    const post = aPost();
    expect(run({ type: 'start' })).toEqual({ phase: 'uploading', percent: 0 });
    expect(run({ type: 'start' }, { type: 'progress', percent: 42.7 })).toEqual({ phase: 'uploading', percent: 42 });
    expect(run({ type: 'start' }, { type: 'progress', percent: 140 })).toEqual({ phase: 'uploading', percent: 100 });
    expect(run({ type: 'start' }, { type: 'succeed', post })).toEqual({ phase: 'completed', post });
  });

  it('keeps the reason of a failure, and may start again from there', () => {
    const failed = run({ type: 'start' }, { type: 'fail', message: 'Please upload a valid video format!' });
    expect(failed).toEqual({ phase: 'failed', message: 'Please upload a valid video format!' });
    expect(uploadReducer(failed, { type: 'start' })).toEqual({ phase: 'uploading', percent: 0 });
  });

  it('goes back to idle when the user stops the upload', () => {
    expect(run({ type: 'start' }, { type: 'progress', percent: 10 }, { type: 'cancel' })).toEqual({ phase: 'idle' });
  });

  it('ignores events that do not fit the phase', () => {
    const post = aPost();
    expect(run({ type: 'progress', percent: 50 })).toEqual({ phase: 'idle' });
    expect(run({ type: 'succeed', post })).toEqual({ phase: 'idle' });
    const completed = run({ type: 'start' }, { type: 'succeed', post });
    expect(uploadReducer(completed, { type: 'start' })).toBe(completed);
    expect(uploadReducer(completed, { type: 'fail', message: 'x' })).toBe(completed);
    const uploading = run({ type: 'start' }, { type: 'progress', percent: 5 });
    expect(uploadReducer(uploading, { type: 'progress', percent: 5.4 })).toBe(uploading);
  });
});

describe('the main button', () => {
  it('uploads on the first press and closes on the second', () => {
    expect(primaryAction({ phase: 'idle' }, false)).toMatchObject({ kind: 'upload', label: 'Upload', disabled: true });
    expect(primaryAction({ phase: 'idle' }, true)).toMatchObject({ kind: 'upload', disabled: false });
    expect(primaryAction({ phase: 'uploading', percent: 37 }, true)).toMatchObject({
      kind: 'upload',
      label: 'Uploading… 37%',
      disabled: true,
    });
    expect(primaryAction({ phase: 'uploading', percent: 100 }, true).label).toBe('Finishing…');
    expect(primaryAction({ phase: 'completed', post: aPost() }, true)).toMatchObject({
      kind: 'close',
      label: 'Close',
      disabled: false,
    });
    expect(primaryAction({ phase: 'failed', message: 'x' }, true)).toMatchObject({
      kind: 'upload',
      label: 'Try again',
    });
    expect(primaryAction({ phase: 'failed', message: 'x' }, false).disabled).toBe(true);
  });

  it('locks the fields while uploading and once done', () => {
    expect(formLocked({ phase: 'idle' })).toBe(false);
    expect(formLocked({ phase: 'failed', message: 'x' })).toBe(false);
    expect(formLocked({ phase: 'uploading', percent: 1 })).toBe(true);
    expect(formLocked({ phase: 'completed', post: aPost() })).toBe(true);
  });
});
