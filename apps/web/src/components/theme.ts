import { Anchor, Drawer, Modal, Notification, createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  // Mantine's close buttons are an icon alone: without these they have no name at all.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Under a title Mantine greys the text to its own 3.3:1 grey, not the dimmed variable.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // A link inside a sentence must stand out by more than its colour.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Secondary ("dimmed") text dark enough to read: Mantine's own grey is 3.3:1 on white, below the
 * 4.5:1 WCAG AA asks of body text. These reach 4.5:1 on the page and on the light grey panels.
 */
export const READABLE_DIMMED = { light: '#5c636a', dark: '#b8b8b8' } as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text (a field's message, an invalid field's value) in red-9: red-6 is 3.3:1 on white.
  light: { '--mantine-color-dimmed': READABLE_DIMMED.light, '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': READABLE_DIMMED.dark },
});
