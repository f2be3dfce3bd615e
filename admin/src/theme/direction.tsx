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

/**
 * Right to left for MUI, plus what its own RTL switch misses here: the page arrows of react-admin's <Pagination>
 * follow MUI's RtlProvider, which this theme's colour scheme (react-admin's themes have colour schemes) sets back to
 * left to right, so they are mirrored by hand; everything else follows `direction` and the flipped styles.
 */
const rtl: RaThemeOptions = {
  direction: 'rtl',
  components: { MuiPaginationItem: { styleOverrides: { icon: { transform: 'scaleX(-1)' } } } },
};

export const withDirection = (theme: RaThemeOptions, dir: 'rtl' | 'ltr'): RaThemeOptions => (dir === 'rtl' ? deepmerge(theme, rtl) : theme);
