import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { deepmerge } from '@mui/utils';
import { PaginationItem, type PaginationRenderItemParams } from '@mui/material';
import type { RaThemeOptions } from 'react-admin';
import { numberFormat } from '@fitout/shared';

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
 * The right-to-left (Arabic) console's theme: its direction, and the page-number buttons of lists in Arabic-Indic
 * digits (MUI writes them in Latin ones; the words beside them are react-admin's, already in Arabic: i18nProvider.ts).
 */
const rightToLeft: RaThemeOptions = {
  direction: 'rtl',
  components: {
    MuiPagination: {
      defaultProps: {
        renderItem: (item: PaginationRenderItemParams) => (
          <PaginationItem {...item} page={typeof item.page === 'number' ? numberFormat('ar-EG').format(item.page) : item.page} />
        ),
      },
    },
  },
};

export const withDirection = (theme: RaThemeOptions, dir: 'rtl' | 'ltr'): RaThemeOptions => (dir === 'rtl' ? deepmerge(theme, rightToLeft) : theme);
