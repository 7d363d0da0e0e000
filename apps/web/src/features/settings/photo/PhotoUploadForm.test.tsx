import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ERRORS } from '@plaza/contract';
import { describe, expect, it, vi } from 'vitest';
import { PhotoUploadForm } from './PhotoUploadForm';
import { renderApp } from '../../../testing/render-app';

function renderForm(upload: (file: File) => Promise<unknown>) {
  renderApp(
    <PhotoUploadForm title="Background photo" current={<span>current</span>} upload={upload} uploading={false} />,
  );
}

const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const uploadButton = () => screen.getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement;

describe('the photo form', () => {
  it('keeps Upload disabled until a photo is previewed, then sends it and starts again', async () => {
    const upload = vi.fn(async () => ({}));
    renderForm(upload);
    expect(screen.getByText('current')).toBeInTheDocument();
    expect(uploadButton().disabled).toBe(true);
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'bg.svg', { type: 'image/svg+xml' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();
    expect(uploadButton().disabled).toBe(false);
    fireEvent.click(uploadButton());
    expect(upload).toHaveBeenCalledWith(file);
    await waitFor(() => expect(screen.getByText('current')).toBeInTheDocument());
    expect(uploadButton().disabled).toBe(true);
  });

  it('keeps the chosen photo when the upload fails', async () => {
    renderForm(() => Promise.reject(new Error('refused')));
    const file = new File([PNG_START], 'me.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await screen.findByRole('img', { name: 'Preview of the new photo' });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();
  });

  it('refuses a file that is not a photo inside with the server’s words, showing no broken preview', async () => {
    const upload = vi.fn(async () => ({}));
    renderForm(upload);
    const file = new File(['these are notes, not a picture'], 'notes.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(await screen.findByText(ERRORS.INVALID_IMAGE_FORMAT.text)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).not.toBeInTheDocument();
    expect(screen.getByText('current')).toBeInTheDocument();
    expect(uploadButton().disabled).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });
});
