import { describe, expect, it } from 'vitest';
import { contrast } from '../../testing/contrast';
import { methodColors, viewerAttributes } from './viewer-attributes';

const look = { scheme: 'light', regularFont: 'Inter', monoFont: 'monospace', primaryColor: '#6741d9' } as const;

describe('the API reference viewer', () => {
  it('names each method in full in the navigation (a coloured block would show POS, DEL, PAT)', () => {
    expect(viewerAttributes({ ...look, narrow: false })['show-method-in-nav-bar']).toBe('as-colored-text');
  });

  it('loads no fonts from elsewhere and drops the side navigation when narrow', () => {
    const narrow = viewerAttributes({ ...look, narrow: true });
    expect(narrow['load-fonts']).toBe('false');
    expect(narrow['show-side-nav']).toBe('false');
    expect(viewerAttributes({ ...look, narrow: false })['show-side-nav']).toBe('true');
  });

  it('colours the method names readably on the light navigation', () => {
    const background = viewerAttributes({ ...look, narrow: false })['nav-bg-color'];
    const colours = Object.values(methodColors('light'));
    expect(colours).toHaveLength(5);
    for (const colour of colours) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});
