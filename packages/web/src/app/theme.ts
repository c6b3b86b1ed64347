import { Alert, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { drawnColours, shadesAround, type ThemeColours } from './firm-theme';
import { readablePaletteVariables } from './readable-palette';

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

/** Spec 002 §9 "Tooltip animation 80 ms". */
export const TOOLTIP_ANIMATION_MS = 80;

/**
 * The app's theme for a firm's colours (spec 002 §3 Firm theme), or the portal's own without a firm. The
 * primary colour (`portal`) drives every filled button, link and focus ring; `secondary` and `accent` are
 * there for screens that use the firm's other colours. The default firm keeps the hand-tuned navy.
 */
export function buildTheme(colours?: Partial<ThemeColours> | null) {
  const drawn = drawnColours(colours);
  return createTheme({
    primaryColor: 'portal',
    colors: {
      portal: drawn.primary === portal[6] ? portal : shadesAround(drawn.primary),
      secondary: shadesAround(drawn.secondary),
      accent: shadesAround(drawn.accent),
    },
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    // Visible focus rings for keyboard users only.
    focusRing: 'auto',
    // Dialogs, menus and toasts appear without sliding or fading for people who ask their system for less motion.
    respectReducedMotion: true,
    components: {
      // Field errors are announced by screen readers the moment they appear, not only when the field is re-focused.
      InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
      // A toast with a title greys its message (gray-6, 3.3:1 on white): keep the message at body-text contrast.
      Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
      // A light alert's title takes its colour's 6th shade (orange-6 on orange-light is 2.6:1): titles read as
      // body text. A filled alert keeps its own (white on its colour).
      // An open menu holds only its items: Mantine's initial-focus placeholder (a focusable role=presentation
      // div inside role=menu) fails axe's aria-required-children and presentation-role-conflict. Without it
      // the open menu takes the focus itself and the arrow keys reach the items, as before. A plain object, not
      // Menu.extend: importing Menu here would bring the popover engine into every page's first load.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A loader is named for what is loading; a plain span may not carry a name (axe aria-prohibited-attr).
      Loader: { defaultProps: { role: 'status' } },
      // Spec 002 §9: tooltips animate for 80 ms (a plain object, as Menu above, keeps the popover engine out).
      Tooltip: { defaultProps: { transitionProps: { duration: TOOLTIP_ANIMATION_MS } } },
      Alert: Alert.extend({
        styles: (_theme, props) =>
          props.variant === 'filled' ? {} : { title: { color: 'var(--mantine-color-text)' } },
      }),
    },
  });
}

export const theme = buildTheme();

/**
 * Mantine's light-scheme dimmed text (gray-6), error text (red-6) and placeholders (gray-5) are below the
 * 4.5:1 contrast WCAG AA asks of small text on white; these shades pass (8.2:1, 5.5:1 and 8.2:1). Every colour's
 * badge, button and text variables pass too, in both schemes (readable-palette.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const palette = readablePaletteVariables(theme);
  return {
    variables: {},
    light: {
      ...palette.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    },
    dark: palette.dark,
  };
};
