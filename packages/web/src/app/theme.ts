import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Navy built around the default firm theme primary (#1c4e80, shade 6). */
const portal: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e2f3',
  '#a6c3e6',
  '#76a2d9',
  '#4e86cd',
  '#2f69ac',
  '#1c4e80',
  '#174169',
  '#113353',
  '#0b253d',
];

export const theme = createTheme({
  primaryColor: 'portal',
  colors: { portal },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Visible focus rings for keyboard users only.
  focusRing: 'auto',
});
