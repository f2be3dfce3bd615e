import { type ReactNode, useMemo } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CssBaseline from '@mui/material/CssBaseline';
import type { SxProps, Theme } from '@mui/material/styles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { storedDarkMode } from '../theme/darkMode.ts';
import { darkTheme, lightTheme } from '../theme/themes.ts';
import { DirectionCache, withDirection } from '../theme/direction.tsx';
import { directionOf, storedLocale } from '../i18n/locale.ts';

type Props = {
  /** The round badge above the card's title. */
  icon: ReactNode;
  /** The card's size and place. */
  cardSx: SxProps<Theme>;
  children: ReactNode;
  /** Beside the card (a toast). */
  after?: ReactNode;
};

/**
 * The console's invitation page, where nobody is signed in: the theme and direction the browser stored (react-admin is
 * not loaded yet), and one card on the brand's gradient. The login page draws the same look without Material UI
 * (door.css).
 */
export function DoorPage({ icon, cardSx, children, after }: Props) {
  const dir = directionOf(storedLocale());
  const theme = useMemo(() => createTheme(withDirection(storedDarkMode() ? darkTheme : lightTheme, dir)), [dir]);
  return (
    <DirectionCache dir={dir}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Box
          component="main"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: '100vh',
            height: '1px',
            alignItems: 'center',
            justifyContent: 'flex-start',
            px: 2,
            background: (t) =>
              t.palette.mode === 'dark'
                ? 'radial-gradient(circle at 30% 20%, #1d3a44 0, #0b1417 70%)'
                : 'radial-gradient(circle at 30% 20%, #dbe9ec 0, #f5f3ef 65%)',
          }}
        >
          <Card sx={cardSx}>
            <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
              <Avatar>{icon}</Avatar>
            </Box>
            {children}
          </Card>
        </Box>
        {after}
      </ThemeProvider>
    </DirectionCache>
  );
}
