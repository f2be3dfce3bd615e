import { Route } from 'react-router-dom';
import { Navigate } from 'react-admin';
import { aliases, slugAliases } from './aliases.ts';
import { IdRedirect } from './IdRedirect.tsx';
import { SlugRedirect } from './SlugRedirect.tsx';

/** <Route>s for react-admin's <CustomRoutes>: every alias redirects to its console route. */
export const aliasRoutes = [
  ...aliases.map(({ from, to }) => (
    <Route key={from} path={from} element={to.includes(':id') ? <IdRedirect to={to} /> : <Navigate to={to} replace />} />
  )),
  ...slugAliases.map(({ from, resource, view }) => (
    <Route key={from} path={from} element={<SlugRedirect resource={resource} view={view} />} />
  )),
];
