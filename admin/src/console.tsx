import { lazy, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { bootstrapSession, requestAccess } from '@fitout/shared/session';
import { apiRoot, basename } from './config.ts';
import { RoutedLoginPage } from './layout/RoutedLoginPage.tsx';

const App = lazy(() => import('./App.tsx'));

/**
 * The console under its router: the login page, and react-admin for every other address (react-admin sends a
 * signed-out visitor to /login, this router's own route). Real paths under the console's base (/admin/categories),
 * not react-admin's default hash router: the spec's admin paths are addresses people type and links from mail.
 */
export async function startConsole(root: Root) {
  // SPEC.md section 4: a signed-in visitor's access token is fetched (from the session's cookie) before anything renders.
  await bootstrapSession(() => requestAccess(apiRoot));
  const router = createBrowserRouter([
    { path: `${basename}/login`, element: <RoutedLoginPage /> },
    {
      path: `${basename}/*`,
      element: (
        <Suspense fallback={null}>
          <App />
        </Suspense>
      ),
    },
  ]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
