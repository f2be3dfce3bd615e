import { lazy } from 'react';

// The site screens of an order (issue 41): main.tsx renders the page outside react-admin (it must open offline);
// the order's page links to it.
export const SitePage = lazy(() => import('./SitePage.tsx').then((module) => ({ default: module.SitePage })));
export { SiteDiaryButton } from './SiteDiaryButton.tsx';
