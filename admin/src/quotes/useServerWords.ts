import { useLocaleState } from 'react-admin';
import { serverWords } from '../i18n/messages.ts';

/** The server's English words, in Arabic when the console is (i18n/messages.ts holds the phrases). */
export function useServerWords() {
  const [locale] = useLocaleState();
  return (message: string) => serverWords(locale === 'ar' ? 'ar' : 'en', message);
}
