// A line's unit in the page's language (a quote's, a change's, a selection's): its Arabic on an Arabic page (the line's
// own, else the usual one of units.ts), else the English marked as such.
import { StaffText } from '../StaffText.tsx';
import { arabicUnit } from './units.ts';

export default function LineUnit({ unit, unitAr, lang }: { unit: string; unitAr?: string; lang: 'en' | 'ar' }) {
  if (lang === 'en') return unit;
  const arabic = arabicUnit(unit, unitAr);
  return arabic === null ? <StaffText en={unit} ar="" lang={lang} /> : arabic;
}
