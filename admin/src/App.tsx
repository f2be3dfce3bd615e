import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { apiRoot, apiUrl, basename, customerProfileUrl } from './config.ts';
import { createAuthProvider } from './authProvider/authProvider.ts';
import { createRefreshAuth } from './authProvider/refreshAuth.ts';
import { createDataProvider } from './dataProvider/dataProvider.ts';
import { aliasRoutes } from './aliases/aliasRoutes.tsx';
import { Layout } from './layout/Layout.tsx';
import { LoginPage } from './layout/LoginPage.tsx';
import { storedDarkMode } from './theme/ThemeToggle.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { darkTheme, lightTheme } from './theme/themes.ts';
import categories from './categories/index.ts';
import packages from './packages/index.ts';
import packageComponents from './package-components/index.ts';
import works from './works/index.ts';
import orders from './orders/index.ts';
import contactMessages from './contact-messages/index.ts';

export const refreshAuth = createRefreshAuth(apiRoot);
const authProvider = createAuthProvider({ apiUrl, refreshAuth, customerProfileUrl });
const dataProvider = createDataProvider(apiUrl, refreshAuth);
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));

export function App() {
  return (
    <Admin
      basename={basename}
      title="Fit-out console"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={storedDarkMode() ? 'dark' : 'light'}
      layout={Layout}
      requireAuth
      disableTelemetry
    >
      <Resource name="categories" {...categories} />
      <Resource name="packages" {...packages} />
      <Resource name="components" {...packageComponents} />
      <Resource name="works" {...works} options={{ label: 'Our works' }} />
      <Resource name="orders" {...orders} />
      <Resource name="contact-messages" {...contactMessages} options={{ label: 'Contact messages' }} />
      <CustomRoutes>{aliasRoutes}</CustomRoutes>
    </Admin>
  );
}
