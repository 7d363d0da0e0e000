import { Combobox, createTheme } from '@mantine/core';

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A select's list is first placed before it takes the field's width: centred on the field,
    // it then sticks out to the right. On a phone that widens the page, which widens the dialog
    // holding the field, which moves the list again: the dialog jumped and flickered and no option
    // could be tapped. Aligned to the field's start it never sticks out.
    Combobox: Combobox.extend({ defaultProps: { position: 'bottom-start' } }),
  },
});
