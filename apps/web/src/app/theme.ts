import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The app's look; its direction follows the shown language (lib/i18n/directional-theme.tsx). */
export const themeOptions = {
  palette: {
    primary: { main: '#1b2a4a' },
    secondary: { main: '#c98a1b' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
} satisfies ThemeOptions;

/** The theme left to right, for what renders outside the app's providers (tests, the manifest's colours). */
export const theme = createTheme(themeOptions);
