import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { storedDarkMode, storeDarkMode } from './darkMode.ts';

/** Switches light and dark, and remembers the choice where the site keeps it. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  // The site may have changed the setting since the console last ran.
  useEffect(() => {
    setTheme(storedDarkMode() ? 'dark' : 'light');
  }, [setTheme]);
  const dark = theme === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={dark}
        onClick={() => {
          storeDarkMode(!dark);
          setTheme(dark ? 'light' : 'dark');
        }}
      >
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
