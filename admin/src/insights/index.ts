// The business charts (issue 39): a page of its own (not a resource), reached from the menu after the orders; the
// page, and the chart library with it, load on demand.
import { lazy } from 'react';

export { InsightsMenuItem } from './InsightsMenuItem.tsx';
export const InsightsPage = lazy(() => import('./InsightsPage.tsx'));
