// The frame of every customer-area screen: the page heading (in the style of the site's PageHero), the
// area's own navigation and the content; and the area's loading, shown in its place until a screen can be drawn.
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { areaRoutes } from './paths.ts';
import { usePageTitle } from './usePageTitle.ts';
import { useAreaLang } from './lang.ts';
import { useUnread } from './messages/unread.ts';
import { countIn, messageWords } from './messages/words.ts';

const sections = [
  { to: areaRoutes.profile, label: 'profile' },
  { to: areaRoutes.createOrder, label: 'order' },
  { to: areaRoutes.listOrders, label: 'ordersList' },
] as const;

/** A section of the area's navigation, marked as the current page while its screen is shown. */
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  const [current] = useRoute(to);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

type Props = { title: string; lead?: string; children: ReactNode; actions?: ReactNode };

export default function AreaLayout({ title, lead, actions, children }: Props) {
  usePageTitle(title);
  const { t, lang } = useAreaLang();
  const { total } = useUnread();
  return (
    <>
      <header className="area-hero">
        <div className="container area-hero__inner">
          <div>
            <span className="eyebrow">{t.myAccount}</span>
            <h1 tabIndex={-1} data-area-heading>
              {title}
            </h1>
            {lead && <p className="lead">{lead}</p>}
          </div>
          {actions && <div className="area-hero__actions">{actions}</div>}
        </div>
        <nav className="container area-nav" aria-label={t.myAccount}>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <SectionLink to={section.to}>
                  {t[section.label]}
                  {section.label === 'ordersList' && total > 0 ? (
                    <span className="badge area-nav__badge">
                      <span aria-hidden="true">{countIn(lang, total)}</span>
                      <span className="visually-hidden">{messageWords(lang).unreadLabel(total)}</span>
                    </span>
                  ) : null}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="container area-body">{children}</div>
    </>
  );
}

/**
 * The area while a screen's script comes or the screen reads what its first drawing needs (the order's name for its
 * heading): a spinner and its words, in the middle of the page.
 */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div className="area-loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
