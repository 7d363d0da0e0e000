import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { ShareLinkPanel } from './ShareLinkPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the share-link panel', () => {
  it('shows the personal link and shares it to WhatsApp, Facebook and Twitter in a new tab', () => {
    renderApp(<ShareLinkPanel userName="ada" />, { path: '/contacts' });
    const link = `${window.location.origin}/invite?from=ada`;
    const shown = screen.getByText(link);
    // It may wrap only between the parts of the address, never inside a word.
    expect(shown.querySelectorAll('wbr')).toHaveLength(link.split(/[/?&=.]/).length - 1);
    expect(shown.innerHTML).toContain('/<wbr>invite?<wbr>from=<wbr>ada');
    expect(shown.style.wordBreak).not.toBe('break-all');
    const enc = encodeURIComponent;
    const expected = {
      WhatsApp: `https://wa.me/?text=${enc(`Join me on Plaza ${link}`)}`,
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`,
      Twitter: `https://twitter.com/intent/tweet?url=${enc(link)}&text=${enc('Join me on Plaza')}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const anchor = screen.getByRole('link', { name });
      expect(anchor.getAttribute('href')).toBe(href);
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toContain('noopener');
    }
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp(<ShareLinkPanel userName="ada" />, { path: '/contacts' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite?from=ada`));
  });

  it('asks for a username first when there is none', () => {
    renderApp(<ShareLinkPanel userName={null} />, { path: '/contacts' });
    expect(screen.getByRole('link', { name: 'Choose one in settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });
});
