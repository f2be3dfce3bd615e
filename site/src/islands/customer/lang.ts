// The customer area's language, set once by CustomerApp from its page (/ar/user → Arabic) for every screen.
import { createContext, useContext } from 'react';
import { formWords, sayIn, type Lang } from '../../i18n/forms.ts';

export const LangContext = createContext<Lang>('en');

/** The area's language, its words and its translator of known English messages. */
export function useAreaLang() {
  const lang = useContext(LangContext);
  return { lang, t: formWords(lang), tr: sayIn(lang) };
}
