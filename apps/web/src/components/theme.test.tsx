import { Anchor, DEFAULT_THEME, Drawer, Modal, Notification } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrast } from '../testing/contrast';
import { renderApp } from '../testing/render-app';
import { READABLE_DIMMED, READABLE_TEXT_COLORS, READABLE_VIOLET_ON_TINT, cssVariablesResolver, theme } from './theme';

const { gray, dark } = DEFAULT_THEME.colors;

describe('dimmed text', () => {
  it('reaches 4.5:1 on the light page and its grey panels', () => {
    for (const background of ['#ffffff', gray[0], gray[1], gray[2]]) {
      expect(contrast(READABLE_DIMMED.light, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches 4.5:1 on the dark page and its panels', () => {
    for (const background of [dark[7], dark[6], dark[8]]) {
      expect(contrast(READABLE_DIMMED.dark, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('replaces Mantine’s dimmed grey, which is 3.3:1 on white, in both schemes', () => {
    expect(contrast(gray[6], '#ffffff')).toBeLessThan(4.5);
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as Parameters<typeof cssVariablesResolver>[0]);
    expect(resolved.light['--mantine-color-dimmed']).toBe(READABLE_DIMMED.light);
    expect(resolved.dark['--mantine-color-dimmed']).toBe(READABLE_DIMMED.dark);
  });
});

describe('coloured text', () => {
  it('reaches 4.5:1 on white and the light grey panels', () => {
    for (const [name, colour] of Object.entries(READABLE_TEXT_COLORS)) {
      for (const background of ['#ffffff', gray[0], gray[1]]) {
        expect(contrast(colour, background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('the violet light variant (the active navigation item)', () => {
  it('reaches 4.5:1 on its tint, and on the deeper tint under the pointer', () => {
    const { violet } = DEFAULT_THEME.colors;
    for (const background of [violet[1], violet[2]]) {
      expect(contrast(READABLE_VIOLET_ON_TINT, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('red fills', () => {
  it('carry white text at 4.5:1', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as Parameters<typeof cssVariablesResolver>[0]);
    expect(resolved.light['--mantine-color-red-filled']).toBe('var(--mantine-color-red-8)');
    expect(contrast('#ffffff', DEFAULT_THEME.colors.red[8])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the theme’s defaults for every screen', () => {
  it('names the close buttons of dialogs, panels and toasts', async () => {
    renderApp(
      <>
        <Modal opened onClose={() => undefined} title="A dialog">
          text
        </Modal>
        <Drawer opened onClose={() => undefined} title="A panel">
          text
        </Drawer>
        <Notification title="Error">Invalid username or password.</Notification>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close panel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('gives a toast’s text under its title the readable dimmed colour', () => {
    renderApp(<Notification title="Error">Invalid username or password.</Notification>);
    expect(screen.getByText('Invalid username or password.').style.color).toBe('var(--mantine-color-dimmed)');
  });

  it('underlines links, so one inside a sentence stands out by more than its colour', () => {
    renderApp(<Anchor href="/api-docs">API documentation</Anchor>);
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('data-underline')).toBe('always');
  });
});
