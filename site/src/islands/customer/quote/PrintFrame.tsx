// The frame of a printable contract document (the quote, a change order): the print and back buttons, then the
// company's details in the page's language beside the document's own heading lines. quote.css's print rules hide
// everything else when printing.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { arabicDigits } from '@fitout/shared';
import { company } from '../../../lib/company.ts';
import { useTranslations } from '../../../i18n/ui.ts';
import type { Lang } from '../../../i18n/forms.ts';
import { quoteWords } from './quoteWords.ts';

/**
 * The phone in Arabic digits, its groups kept left to right: Arabic digits count as right-to-left for the spaces between
 * them, so each space is held between left-to-right marks.
 */
const phoneInArabic = (phone: string) => arabicDigits(phone).split(' ').join('\u200e \u200e');

type Props = {
  lang: Lang;
  /** Where "Back to the order" leads (an area path). */
  back: string;
  /** The document's heading lines: its h1, then its date, customer and the like. */
  meta: ReactNode;
  className?: string;
  /** data-* attributes naming the document (data-version, data-change). */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
};

export default function PrintFrame({ lang, back, meta, className, data, children }: Props) {
  const w = quoteWords(lang);
  const t = useTranslations(lang);
  return (
    <article className={`quote-print container${className ? ` ${className}` : ''}`} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} {...data}>
      <p className="quote-print__tools">
        <button className="button" type="button" onClick={() => window.print()}>
          {w.printNow}
        </button>{' '}
        <Link className="button button--ghost" to={back}>
          {w.back}
        </Link>
      </p>
      <header className="quote-print__head">
        <div>
          <strong className="quote-print__company">{company.name}</strong>
          <span>{t('company.tagline')}</span>
          <span>{t('company.address')}</span>
          <span dir="ltr">{lang === 'ar' ? phoneInArabic(company.phone) : company.phone}</span>
          <span dir="ltr">{company.email}</span>
        </div>
        <div className="quote-print__meta">{meta}</div>
      </header>
      {children}
    </article>
  );
}
