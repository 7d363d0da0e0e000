import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('keeps a page action whole: it never shrinks, and the title row wraps to make room on a phone', () => {
    renderApp(<PageFrame title="Saved videos" actions={<Button>Create New Folder</Button>} />);
    const holder = screen.getByRole('button', { name: 'Create New Folder' }).parentElement!;
    expect(holder.style.flexShrink).toBe('0');
    const row = holder.parentElement!;
    expect(row).toContainElement(screen.getByRole('heading', { level: 1, name: 'Saved videos' }));
    expect(row.style.flexWrap).toBe('wrap');
  });
});
