import { LISTS, buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../settings/testing/render-settings';
import { aReport } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { ModerationPanel } from './ModerationPanel';

const listPath = `GET ${api.postReports.list.path}`;
const page = (data: unknown[], total = data.length) => ({ data, total, limit: LISTS.memberPage, skip: 0 });
const show = () => renderApp(<ModerationPanel />, { path: '/settings/moderation' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings › Moderation', () => {
  it('lists open reports: the post, its author, the reason, details, reporter and date', async () => {
    const report = aReport();
    stubApi({ [listPath]: page([report]) });
    show();
    const row = within((await screen.findAllByRole('listitem'))[0]!);
    expect(row.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(`/video/${report.post.id}`);
    expect(row.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/user/grace');
    expect(row.getByText('Spam or misleading')).toBeInTheDocument();
    expect(row.getByText(report.details)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(row.getByText(/on 04\/03\/2026/)).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    stubApi({ [listPath]: page([]) });
    show();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    let broken = true;
    stubApi({
      [listPath]: () =>
        broken
          ? { status: 500, body: { statusCode: 500, message: 'INTERNAL_SERVER_ERROR', error: 'x' } }
          : { body: page([]) },
    });
    show();
    expect(await screen.findByText('The reports could not be loaded')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('dismisses a report and reads the list again', async () => {
    const report = aReport();
    let open = [report];
    const dismissPath = `POST ${buildPath(api.postReports.dismiss.path, { id: report.id })}`;
    const sent = stubApi({
      [listPath]: () => ({ body: page(open) }),
      [dismissPath]: () => {
        open = [];
        return { body: { success: true } };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(dismissPath);
  });

  it('removes the post only after the confirm dialog', async () => {
    const report = aReport();
    const removePath = `DELETE ${buildPath(api.posts.remove.path, { id: report.post.id })}`;
    const sent = stubApi({ [listPath]: page([report]), [removePath]: { success: true } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove post' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    expect(sent.map((r) => r.method)).not.toContain('DELETE');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(removePath));
  });

  it('loads more with the count already loaded as skip', async () => {
    const first = Array.from({ length: LISTS.memberPage }, () => aReport());
    const more = aReport({ details: 'the last one' });
    let calls = 0;
    stubApi({ [listPath]: () => ({ body: calls++ === 0 ? page(first, 11) : page([more], 11) }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('the last one')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const skips = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([url]) => new URL(String(url), 'http://plaza.test').searchParams.get('skip'));
    expect(skips).toEqual(['0', String(LISTS.memberPage)]);
  });
});
