// Staff's text in the page's language: the Arabic when staff wrote it, else the English marked as such (lang="en",
// data-fallback), so that a reader's tools and the Arabic pages' check know it is staff's English.
import type { Lang } from '../../../i18n/ui.ts';

export const inLang = (lang: Lang, english: string, arabic: string) => (lang === 'ar' && arabic ? arabic : english);

export function StaffText({ lang, english, arabic }: { lang: Lang; english: string; arabic: string }) {
  if (lang !== 'ar' || arabic) return <bdi>{inLang(lang, english, arabic)}</bdi>;
  return (
    <bdi lang="en" data-fallback>
      {english}
    </bdi>
  );
}
