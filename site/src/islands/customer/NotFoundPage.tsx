// A path under /user that is no screen and no alias: the site's not-found view (SPEC.md section 2).
import { messages } from '@fitout/shared';
import { usePageTitle } from './usePageTitle.ts';
import { useAreaLang } from './lang.ts';
import { localePath } from '../../i18n/ui.ts';

export default function NotFoundPage() {
  const { lang, t, tr } = useAreaLang();
  usePageTitle(tr(messages.notFound));
  return (
    <section className="area-not-found">
      <div className="container">
        <p className="area-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 tabIndex={-1} data-area-heading>
          {tr(messages.notFound)}
        </h1>
        <p className="lead">{t.notFoundLead}</p>
        <a className="button" href={localePath(lang, '/')}>
          {tr(messages.backToHome)}
        </a>
      </div>
    </section>
  );
}
