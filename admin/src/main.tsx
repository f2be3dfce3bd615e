import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
// Arabic letters (Inter has none); each face has its unicode-range, so the English console downloads none of it.
import '@fontsource-variable/cairo/wght.css';
import './splash.css';
import { signedInFlag } from '@fitout/shared/session-cookies';
import { basename } from './config.ts';
import { LoginPage } from './layout/LoginPage.tsx';
import { applyDocumentLocale } from './i18n/document.ts';
import { storedLocale } from './i18n/locale.ts';

// The stored language's lang and dir before anything paints, on the login page and the console alike.
applyDocumentLocale(storedLocale());

const root = createRoot(document.getElementById('root')!);

/** The console itself (router, react-admin, its pages), loaded on demand: while someone signs in, or at once. */
const loadConsole = () => import('./console.tsx');

/** Leaves the login page for the console without reloading: the console takes over this page at that address. */
async function openConsole(path: string) {
  const { startConsole } = await loadConsole();
  window.history.replaceState(null, '', path);
  await startConsole(root);
}

// The login page, the first screen of most visits, renders alone: the router, react-admin and the console's pages
// load for every other address (console.tsx), and while someone signs in. Rendered as a transition, in slices that
// leave the page responsive, rather than in one long task. A visitor the `signed_in` cookie does not name gets it at
// any address of the console (/admin/ itself, a link from a mail), as react-admin would send them there, without
// loading the console first; signed in, they go on to the address they asked for.
const path = window.location.pathname.replace(/\/+$/, '');
const login = `${basename}/login`;
const siteOrder = /^\/site\/orders\/(\d{1,9})$/.exec(path.slice(basename.length));
if (siteOrder && signedInFlag()) {
  // The site screens of an order (issue 41): they open without a network, so without react-admin, which asks the
  // API who is signed in before it shows anything.
  void import('./daily-logs/SitePage.tsx').then(({ SitePage }) =>
    root.render(
      <StrictMode>
        <SitePage orderId={Number(siteOrder[1])} />
      </StrictMode>,
    ),
  );
} else if (path === `${basename}/invitation`) {
  // The page an invitation mail links to: nobody is signed in there, and it needs nothing of the console.
  void import('./staff/InvitationPage.tsx').then(({ InvitationPage }) =>
    root.render(
      <StrictMode>
        <InvitationPage />
      </StrictMode>,
    ),
  );
} else if (path === login || !signedInFlag()) {
  const asked = path === login || path === basename ? undefined : window.location.pathname + window.location.search + window.location.hash;
  if (path !== login) window.history.replaceState(null, '', login);
  // Signed in, but the console's code would not load here (a new version deployed since this page was opened, the
  // network lost a moment): the page at that address is loaded afresh, which loads the console as any visit does.
  const signedIn = (to: string) => void openConsole(to).catch(() => window.location.assign(to));
  startTransition(() =>
    root.render(
      <StrictMode>
        <LoginPage onSignedIn={signedIn} next={asked} preload={() => void loadConsole()} />
      </StrictMode>,
    ),
  );
} else {
  // Not awaited: the console's chunks import the modules this file's chunk holds, which must finish evaluating first.
  void openConsole(window.location.pathname + window.location.search + window.location.hash);
}
