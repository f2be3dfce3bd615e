// What staff wrote in both languages (a quote line, a milestone, the terms, a selection's item, room and choices), in
// the page's language (issue 37). A text staff left without Arabic shows its English on an Arabic page, marked as
// such: in its own direction, with lang="en" and the words "in English" beside it (data-fallback: the journeys' Arabic
// check skips it).
import type { Lang } from '../../i18n/ui.ts';

const inEnglish = 'بالإنجليزية';

/** The text in the page's language as plain words (an image's alternative, a button's name): the Arabic, else the English. */
export const inLang = (lang: Lang, en: string, ar: string) => (lang === 'ar' && ar.trim() ? ar : en);

export function StaffText({ en, ar, lang }: { en: string; ar: string; lang: Lang }) {
  if (lang === 'en') return <>{en}</>;
  if (ar.trim()) return <>{ar}</>;
  return (
    <span className="staff-fallback" data-fallback>
      <bdi lang="en" dir="ltr">
        {en}
      </bdi>{' '}
      <span className="staff-fallback__mark">({inEnglish})</span>
    </span>
  );
}
