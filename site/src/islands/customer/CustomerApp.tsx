// The customer area (SPEC.md section 2): one app, routed by wouter, under /user (/ar/user in Arabic), served for every
// path there.
// Order of events: session bootstrap behind the full-screen loading view, then the guard reads the profile
// (a spinner meanwhile) and lets the customer in or sends them where SPEC.md says.
import { type ComponentType, createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { matchRoute, Redirect, Route, Router, Switch, useLocation, useRouter, useSearch } from 'wouter';
import type { ApiError } from '@fitout/shared/client';
import { messages, resolveAlias, routeTable, USER_PREFIX } from '@fitout/shared';
import type { TokenClaims } from '@fitout/shared/session';
import LoadingView from '../../components/LoadingView.tsx';
import { api, readActiveFlag, rememberReturnTo, startSession, storeActiveFlag } from '../session/session.ts';
import { notify, Toasts } from '../toasts/toasts.tsx';
import { firstRefusal } from './refusal.ts';
import { customerAccess } from './access.ts';
import AreaLayout, { AreaLoading } from './AreaLayout.tsx';
import { areaBasename, areaRoutes, sitePath, toAreaPath } from './paths.ts';
import { LangContext, useAreaLang } from './lang.ts';
import { say, type Lang } from '../../i18n/forms.ts';
import type { Profile } from './profile/profile.ts';
import { ProfileContext } from './ProfileContext.ts';
import { keepPagesLanguage } from './profile/pagesLanguage.ts';
import { UnreadProvider } from './messages/unread.ts';
import { call } from '@fitout/shared/client';
import { accounts } from '../session/calls.ts';
import { takeEarlyProfile, takeEarlyRefresh } from './early.ts';
import { nextTask } from './tasks.ts';
import './customer.css';
import './quote/quote.css';

/**
 * A screen whose script is fetched when it is first shown, so that a visit to one screen does not load them all. Once
 * its script is here it is drawn at once: React keeps a suspended screen's fallback up for 300 ms at least.
 */
function screen(path: string, load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const fetchScript = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchScript);
  const Screen = () => (loaded ? createElement(loaded) : <Lazy />);
  return { path, fetchScript, Screen };
}

// The screen a visit opens has its script fetched at once, while the session and the profile are read.
const screens = [
  screen(areaRoutes.profile, () => import('./profile/ProfilePage.tsx')),
  screen(areaRoutes.updateProfile, () => import('./profile/UpdateProfilePage.tsx')),
  screen(areaRoutes.createOrder, () => import('./orders/CreateOrderPage.tsx')),
  screen(areaRoutes.listOrders, () => import('./orders/OrdersListPage.tsx')),
  screen(areaRoutes.orderDetails, () => import('./orders/OrderDetailsPage.tsx')),
  screen(areaRoutes.orderQuote, () => import('./quote/QuotePage.tsx')),
  screen(areaRoutes.orderQuotePrint, () => import('./quote/QuotePrintPage.tsx')),
  screen(areaRoutes.orderChange, () => import('./changes/ChangePage.tsx')),
  screen(areaRoutes.orderChangePrint, () => import('./changes/ChangePrintPage.tsx')),
  screen(areaRoutes.orderSelection, () => import('./selections/SelectionPage.tsx')),
];
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));

function leave(to: string) {
  window.location.replace(to);
}

/** To /login (/ar/login in Arabic), coming back here after signing in. */
function signInFirst(lang: Lang) {
  rememberReturnTo(`${window.location.pathname}${window.location.search}`);
  leave(sitePath(lang, routeTable.login.path));
}

export default function CustomerApp({ lang = 'en' }: { lang?: Lang }) {
  const [claims, setClaims] = useState<TokenClaims | null>(null);
  // Outside <Router>: the default router, for its route parser.
  const { parser } = useRouter();

  useEffect(() => {
    const here = window.location.pathname.slice(areaBasename(lang).length) || '/';
    // In a task of its own: asking for the screen's script asks for each of its files (Vite's preload links).
    const fetching = setTimeout(() => void screens.find(({ path }) => matchRoute(parser, path, here)[0])?.fetchScript());
    // The session's answer, the profile's and the screen's script are each taken in a task of their own (tasks.ts).
    void startSession(takeEarlyRefresh).then(async (found) => {
      await nextTask();
      if (found) setClaims(found);
      else signInFirst(lang);
    });
    return () => clearTimeout(fetching);
  }, [lang, parser]);

  if (!claims) return <LoadingView label={say(lang, messages.loading)} />;
  return (
    <LangContext.Provider value={lang}>
      <Router base={areaBasename(lang)}>
        <Toasts />
        <ScrollToTop />
        <UnreadProvider>
          <Guard userId={claims.user_id} />
        </UnreadProvider>
      </Router>
    </LangContext.Provider>
  );
}

/** Every navigation starts at the top of the page, with focus on the new screen's heading. */
function ScrollToTop() {
  const [pathname] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    return whenHeadingShown((heading) => heading.focus());
  }, [pathname]);
  return null;
}

/**
 * Calls `then` with the screen's heading once it is on the page: a screen whose script is still coming, or that reads
 * what its heading says first (the order's name), shows the area's loading meanwhile. Answers how to stop waiting.
 */
function whenHeadingShown(then: (heading: HTMLElement) => void): () => void {
  const find = () => document.querySelector<HTMLElement>('[data-area-heading]');
  const shown = find();
  if (shown) {
    then(shown);
    return () => {};
  }
  const watch = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    watch.disconnect();
    then(heading);
  });
  watch.observe(document.body, { childList: true, subtree: true });
  return () => watch.disconnect();
}

function Guard({ userId }: { userId: number }) {
  const { lang, t, tr } = useAreaLang();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    takeEarlyProfile(userId)
      .then((early) => (early as Profile | null) ?? call(api, accounts.profile, { params: { user_id: userId } }))
      .then(async (data) => {
        await nextTask();
        if (!live) return;
        storeActiveFlag(data.user.is_active);
        const access = customerAccess({ signedIn: true, isSuperuser: data.user.is_superuser, storedActive: readActiveFlag() }, lang);
        if (access.kind === 'redirect') leave(access.to);
        else {
          setProfile(data);
          keepPagesLanguage(data, lang, setProfile);
        }
      })
      .catch(async (error: ApiError) => {
        if (!live) return;
        // A session the API no longer accepts (the client has tried a refresh): sign in again.
        if (error.response?.status === 401) return signInFirst(lang);
        const said = await firstRefusal(error, lang);
        if (!live) return;
        const text = say(lang, messages.errorFetchingProfile(said));
        setFailure(text);
        notify.error(text);
      });
    return () => {
      live = false;
    };
  }, [userId, lang]);

  if (failure) {
    return (
      <AreaLayout title={t.profile}>
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
        <p>
          <button className="button" type="button" onClick={() => window.location.reload()}>
            {t.tryAgain}
          </button>
        </p>
      </AreaLayout>
    );
  }
  const loading = <AreaLoading label={tr(messages.loading)} />;
  if (!profile) return loading;
  return (
    <ProfileContext.Provider value={{ profile, setProfile }}>
      <Suspense fallback={loading}>
        <Switch>
          <Route path="/">
            <Redirect to={areaRoutes.profile} replace />
          </Route>
          {screens.map(({ path, Screen }) => (
            <Route key={path} path={path}>
              <Screen />
            </Route>
          ))}
          <Route>
            <AliasOrNotFound />
          </Route>
        </Switch>
      </Suspense>
    </ProfileContext.Provider>
  );
}

/** The spec's customer-area aliases (e.g. /user/orders) lead to their screen, query kept; anything else is 404. */
function AliasOrNotFound() {
  const { lang } = useAreaLang();
  const [pathname] = useLocation();
  const query = useSearch();
  const search = query ? `?${query}` : '';
  const target = resolveAlias(`${USER_PREFIX}${pathname}`);
  const inArea = target ? toAreaPath(target) : null;
  useEffect(() => {
    if (target && !inArea) leave(`${sitePath(lang, target)}${search}`);
  }, [target, inArea, search, lang]);
  if (inArea) return <Redirect to={`${inArea}${search}`} replace />;
  if (target) return null;
  return <NotFoundPage />;
}
