import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../settings/testing/render-settings';
import { postDetailKey } from '../../shared/post-cache';
import { anOwnPost } from '../../../../testing/post-fixture';
import { renderApp, testQueryClient } from '../../../../testing/render-app';
import { EditPostForm } from './EditPostPanel';

const post = anOwnPost({ title: 'Green tea', description: 'Brewing', public: true });
const updatePath = `${api.posts.update.method} ${buildPath(api.posts.update.path, { postId: post.id })}`;
const removePath = `${api.posts.remove.method} ${buildPath(api.posts.remove.path, { id: post.id })}`;

function renderForm(onClose = vi.fn()) {
  const client = testQueryClient();
  client.setQueryData(postDetailKey(post.id), post);
  const view = renderApp(<EditPostForm post={post} onClose={onClose} />, { path: `/video/${post.id}`, client });
  return { ...view, onClose };
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const title = () => screen.getByLabelText(/^Title/) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the video settings panel', () => {
  it('enables Save only once something changed, and again not when it is changed back', () => {
    stubApi({});
    renderForm();
    expect(save().disabled).toBe(true);
    fireEvent.change(title(), { target: { value: 'Black tea' } });
    expect(save().disabled).toBe(false);
    fireEvent.change(title(), { target: { value: 'Green tea' } });
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Public/ }));
    expect(save().disabled).toBe(false);
  });

  it('sends only the changed fields, says so and closes', async () => {
    const sent = stubApi({ [updatePath]: { ...post, public: false } });
    const { onClose, client } = renderForm();
    fireEvent.click(screen.getByRole('switch', { name: /Public/ }));
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'PUT', path: updatePath.split(' ')[1], body: { public: false } }]);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(client.getQueryData<typeof post>(postDetailKey(post.id))?.public).toBe(false);
  });

  it('shows the contract’s message and sends nothing for a blank title', () => {
    const sent = stubApi({});
    renderForm();
    fireEvent.change(title(), { target: { value: '  ' } });
    fireEvent.click(save());
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('deletes after the confirm dialog and goes home', async () => {
    const sent = stubApi({ [removePath]: { success: true } });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([removePath]);
  });
});
