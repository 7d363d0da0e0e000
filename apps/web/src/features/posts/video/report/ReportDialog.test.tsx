import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../settings/testing/render-settings';
import { renderApp } from '../../../../testing/render-app';
import { ReportDialog } from './ReportDialog';

const postId = '00000000-0000-4000-8000-000000000777';
const reportPath = buildPath(api.postReports.create.path, { postId });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reporting a video', () => {
  it('asks for a reason first, then sends it with the details', async () => {
    const sent = stubApi({ [`POST ${reportPath}`]: { success: true } });
    const onClose = vi.fn();
    renderApp(<ReportDialog postId={postId} opened onClose={onClose} />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Copyright infringement' }));
    fireEvent.change(screen.getByLabelText(/Details/), { target: { value: ' My song ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'POST', path: reportPath, body: { reason: 'copyright', details: 'My song' } }]);
    expect(await screen.findByText('Thank you. The moderators will look at this video.')).toBeInTheDocument();
  });

  it("shows the server's own words for a control character in the details, sending nothing; keeps line breaks", async () => {
    const sent = stubApi({ [`POST ${reportPath}`]: { success: true } });
    const onClose = vi.fn();
    renderApp(<ReportDialog postId={postId} opened onClose={onClose} />, { path: '/' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Copyright infringement' }));
    fireEvent.change(screen.getByLabelText(/Details/), { target: { value: 'Bad\u0000link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Details contains characters that are not allowed')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Details/), { target: { value: 'Bad link\nin the description' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'POST', path: reportPath, body: { reason: 'copyright', details: 'Bad link\nin the description' } },
    ]);
  });
});
