import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

// The console's look: react-admin's default theme in the company's colours, Inter, quieter app bar.
const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter Variable", "Cairo Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h5: { fontWeight: 650, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Room between the content and the window's right edge on wide screens. The page never scrolls sideways (issue 37):
    // react-admin's layout takes the width of its widest content (min-width: fit-content), so a list wider than the
    // window widened the whole page (the orders list by 34 px at 1280 px, clipping Export); here the content keeps the
    // window's width, a list's table scrolls inside its own frame, and a toolbar wraps its buttons.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-contentWithSidebar': { minWidth: 0 },
          '& .RaLayout-content': { minWidth: 0, '@media (min-width: 600px)': { paddingLeft: 16, paddingRight: 24, paddingBottom: 24 } },
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
          '& .RaTopToolbar-root': { flexWrap: 'wrap' },
        },
      },
    },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), {
  palette: {
    mode: 'light',
    primary: { main: '#1d5565' },
    secondary: { main: '#1d5565' },
    // Amber dark enough for 4.5:1 both ways: white text on a warning chip or toast, and warning text on a card.
    warning: { main: '#935c1f' },
    // Delete buttons are error-coloured text: dark enough for 4.5:1 on the page and on cards.
    error: { main: '#b3261e' },
    background: { default: '#f5f3ef', paper: '#ffffff' },
  },
  components: {
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#173f4b', color: '#fff' } } },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, shared), {
  palette: {
    mode: 'dark',
    primary: { main: '#8ccbdc' },
    secondary: { main: '#8ccbdc' },
    warning: { main: '#e0a861' },
    // MUI's dark error red reads below 4.5:1 on the cards and the form toolbar (#424242); this one above 5:1.
    error: { main: '#ffb4ab' },
    background: { default: '#111618', paper: '#1a2124' },
  },
  components: {
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#0b1f26', color: '#e8eef0' } } },
  },
});
