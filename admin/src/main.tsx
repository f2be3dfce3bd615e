import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapSession } from '@fitout/shared/session';
import '@fontsource-variable/inter';
import { apiUrl } from './config.ts';
import { requestNewTokens } from './authProvider/refreshAuth.ts';
import { App } from './App.tsx';

// SPEC.md section 4: an expired access token is refreshed (and the pair stored) before anything renders.
await bootstrapSession((refresh) => requestNewTokens(apiUrl, refresh));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
