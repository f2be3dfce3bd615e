import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { bootstrapSession } from '@fitout/shared/session';
import '@fontsource-variable/inter';
import { apiRoot, basename } from './config.ts';
import { requestNewTokens } from './authProvider/refreshAuth.ts';
import { App } from './App.tsx';

// SPEC.md section 4: an expired access token is refreshed (and the pair stored) before anything renders.
await bootstrapSession((refresh) => requestNewTokens(apiRoot, refresh));

// Real paths under the console's base (/admin/categories), not react-admin's default hash router: the spec's
// admin paths are addresses people type and links from mail.
const router = createBrowserRouter([{ path: `${basename}/*`, element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
