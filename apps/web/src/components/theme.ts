import { createTheme, type CSSVariablesResolver } from '@mantine/core';

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
  // Plain objects, not `Modal.extend(...)`: `extend` would import each component (and the
  // positioning library under Combobox) into the first screen's chunk.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Under a title Mantine greys the text to its own 3.3:1 grey, not the dimmed variable.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A select's list is first placed before it takes the field's width: centred on the field,
    // it then sticks out to the right. On a phone that widens the page, which widens the dialog
    // holding the field, which moves the list again: the dialog jumped and flickered and no option
    // could be tapped. Aligned to the field's start it never sticks out.
    Combobox: { defaultProps: { position: 'bottom-start' } },
    // A link inside a sentence must stand out by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Secondary ("dimmed") text dark enough to read: Mantine's own grey is 3.3:1 on white, below the
 * 4.5:1 WCAG AA asks of body text. These reach 4.5:1 on the page and on the light grey panels.
 */
export const READABLE_DIMMED = { light: '#5c636a', dark: '#b8b8b8' } as const;

/**
 * Coloured text (`c="green"`, `c="red"`, ...) on a light page: Mantine's
 * filled shades are 2.5:1 to 3.9:1 on white. These reach 4.5:1 on white and the light grey panels.
 */
export const READABLE_TEXT_COLORS = {
  '--mantine-color-red-text': '#c92a2a',
  '--mantine-color-green-text': '#237032',
  '--mantine-color-teal-text': '#0b7153',
  '--mantine-color-orange-text': '#b8400d',
  '--mantine-color-red-light-color': '#c92a2a',
} as const;

/**
 * The text of the violet light variant (the active navigation item, light badges): it sits on violet-1,
 * and on violet-2 under the pointer, where Mantine's violet-9 is 4.3:1.
 */
export const READABLE_VIOLET_ON_TINT = '#5535b0';

/** Red behind white text (unread badges, danger buttons): red-6 is 3.3:1 with white, red-8 4.5:1. */
export const READABLE_RED_FILL = 'var(--mantine-color-red-8)';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_DIMMED.light,
    ...READABLE_TEXT_COLORS,
    '--mantine-color-red-filled': READABLE_RED_FILL,
    '--mantine-color-violet-light-color': READABLE_VIOLET_ON_TINT,
    '--mantine-primary-color-light-color': READABLE_VIOLET_ON_TINT,
    // Error text (a field's message, an invalid field's value): red-6 is 3.3:1 on white.
    '--mantine-color-error': READABLE_TEXT_COLORS['--mantine-color-red-text'],
  },
  dark: { '--mantine-color-dimmed': READABLE_DIMMED.dark },
});
