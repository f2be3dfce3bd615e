import { useEffect } from 'react';
import { useTheme, useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { storedDarkMode, storeDarkMode } from './darkMode.ts';

/** Switches light and dark, and remembers the choice where the site keeps it. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const translate = useTranslate();
  // The site may have changed the setting since the console last ran.
  useEffect(() => {
    setTheme(storedDarkMode() ? 'dark' : 'light');
  }, [setTheme]);
  const dark = theme === 'dark';
  const label = translate(dark ? 'console.theme.to_light' : 'console.theme.to_dark');
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
