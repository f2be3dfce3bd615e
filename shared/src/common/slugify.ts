import transliterate from '@sindresorhus/transliterate';

/**
 * SPEC.md section 5: lower case, spaces to hyphens, other non-word characters removed. Letters outside ASCII are
 * transliterated first ("Café" → "cafe", "Straße" → "strasse", Arabic to Latin letters) rather than dropped.
 * Runs of hyphens collapse and edge hyphens go, so a title never yields an empty-looking slug like "--".
 */
export function slugify(title: string): string {
  return transliterate(title)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
