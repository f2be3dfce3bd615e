import { Route } from 'react-router-dom';
import { aliases, slugAliases } from './aliases.ts';
import { ConsoleRedirect } from './ConsoleRedirect.tsx';
import { IdRedirect } from './IdRedirect.tsx';
import { SlugRedirect } from './SlugRedirect.tsx';

/** <Route>s for react-admin's <CustomRoutes>: every alias redirects to its console route. */
export const aliasRoutes = [
  ...aliases.map(({ from, to }) => (
    <Route key={from} path={from} element={to.includes(':id') ? <IdRedirect to={to} /> : <ConsoleRedirect to={to} />} />
  )),
  ...slugAliases.map(({ from, resource, view }) => <Route key={from} path={from} element={<SlugRedirect resource={resource} view={view} />} />),
];
