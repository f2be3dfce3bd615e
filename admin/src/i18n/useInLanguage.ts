import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * What staff wrote in both languages (a title, a label), in the console's: the Arabic in the Arabic console where
 * there is some, the English otherwise.
 */
export function useInLanguage() {
  const [locale] = useLocaleState();
  return useCallback((english: string, arabic: string | null | undefined) => (locale === 'ar' && arabic?.trim() ? arabic : english), [locale]);
}
