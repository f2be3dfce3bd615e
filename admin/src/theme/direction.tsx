import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { deepmerge } from '@mui/utils';
import type { RaThemeOptions } from 'react-admin';

// MUI's right-to-left recipe: the theme's direction, and an emotion cache whose stylis plugin flips left and right.
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
const ltrCache = createCache({ key: 'mui' });

/**
 * Styles flipped for a right-to-left page. Always a cache provider, only its value changing, so that switching the
 * language does not remount the console beneath it.
 */
export function DirectionCache({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  return <CacheProvider value={dir === 'rtl' ? rtlCache : ltrCache}>{children}</CacheProvider>;
}

export const withDirection = (theme: RaThemeOptions, dir: 'rtl' | 'ltr'): RaThemeOptions =>
  dir === 'rtl' ? deepmerge(theme, { direction: 'rtl' }) : theme;
