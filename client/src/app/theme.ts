import { createTheme } from '@mui/material/styles';

// Calm and clinical: one teal primary, one amber accent for calls to action. Every pairing
// used for text meets WCAG AA (teal #0f766e on white 5.5:1; dark text on amber 9:1).
// The phone's own sans-serif (Roboto or Noto on Android): no font to download, so text paints at
// once and never reflows when a web font arrives (a self-hosted font held the home page's
// heading back on a slowed phone).
// The phone's own font. Devanagari, which these lack, comes from Noto Sans Devanagari: a face
// only Hindi pages define (lib/i18n/devanagari-font.ts), so English pages download no font.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", ' +
  '"Noto Sans Devanagari Fallback", sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#ccfbf1', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', dark: '#b45309', light: '#fef3c7', contrastText: '#1c1917' },
    error: { main: '#b91c1c' },
    success: { main: '#15803d' },
    info: { main: '#0e7490' },
    warning: { main: '#b45309' },
    text: { primary: '#1f2933', secondary: '#4b5563' },
    background: { default: '#f8fafa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    htmlFontSize: 16,
    fontSize: 16,
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { WebkitTextSizeAdjust: '100%' },
        body: { overflowX: 'hidden' },
        ':focus-visible': { outline: '3px solid #0f766e', outlineOffset: 2 },
        // A control tapped before the page is live: its tap is kept (ssr/early-input.ts).
        'button[aria-busy="true"], [role="button"][aria-busy="true"]': {
          cursor: 'progress',
          opacity: 0.7,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 48, paddingInline: 20 } },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: 48, minHeight: 48 } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { minHeight: 48 } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
  },
});

// Larger headings from the md breakpoint up.
theme.typography.h1 = {
  ...theme.typography.h1,
  [theme.breakpoints.up('md')]: { fontSize: '2.25rem' },
};
theme.typography.h2 = {
  ...theme.typography.h2,
  [theme.breakpoints.up('md')]: { fontSize: '1.75rem' },
};
