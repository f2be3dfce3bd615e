import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { DARK_MODE_KEY } from '@fitout/shared';

/** The site's darkMode setting (SPEC.md section 3): one choice for the site and the console. */
export function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeDarkMode(dark: boolean) {
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // private mode: applied, not remembered
  }
}

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
