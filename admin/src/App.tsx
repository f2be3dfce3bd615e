import { lazy, useEffect, useState } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { apiUrl, basename } from './config.ts';
import { authProvider, refreshAuth } from './auth/session.ts';
import { createDataProvider } from './dataProvider/dataProvider.ts';
import { aliasRoutes } from './aliases/aliasRoutes.tsx';
import { ConsoleNotification, Layout } from './layout/Layout.tsx';
import { RoutedLoginPage } from './layout/RoutedLoginPage.tsx';
import { storedDarkMode } from './theme/darkMode.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { darkTheme, lightTheme } from './theme/themes.ts';
import { DirectionCache, withDirection } from './theme/direction.tsx';
import { applyDocumentLocale } from './i18n/document.ts';
import { directionOf, storedLocale } from './i18n/locale.ts';
import categories from './categories/index.ts';
import packages from './packages/index.ts';
import packageComponents from './package-components/index.ts';
import works from './works/index.ts';
import orders from './orders/index.ts';
import contactMessages from './contact-messages/index.ts';
import leads from './leads/index.ts';
import audit from './audit/index.ts';
import staff from './staff/index.ts';
import { InsightsPage } from './insights/index.ts';
import suppliers from './suppliers/index.ts';

const dataProvider = createDataProvider(apiUrl, refreshAuth);
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const SecurityPage = lazy(() => import('./security/SecurityPage.tsx'));
const VisitsPage = lazy(() => import('./visits/VisitsPage.tsx'));
const OnlinePaymentsPage = lazy(() => import('./online-payments/OnlinePaymentsPage.tsx'));
const SchedulePage = lazy(() => import('./schedule/SchedulePage.tsx'));
// react-admin's default store, named so that the page's direction can follow its locale.
const store = localStorageStore();

/** The console behind its login page (console.tsx loads it on demand). */
export default function App() {
  const [locale, setLocale] = useState<string>(storedLocale);
  useEffect(() => store.subscribe('locale', (value: string) => setLocale(value ?? 'en')), []);
  useEffect(() => applyDocumentLocale(locale), [locale]);
  const dir = directionOf(locale);
  return (
    <DirectionCache dir={dir}>
      <Admin
        basename={basename}
        title="Fit-out console"
        store={store}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        loginPage={RoutedLoginPage}
        dashboard={Dashboard}
        theme={withDirection(lightTheme, dir)}
        darkTheme={withDirection(darkTheme, dir)}
        defaultTheme={storedDarkMode() ? 'dark' : 'light'}
        layout={Layout}
        notification={ConsoleNotification}
        requireAuth
        disableTelemetry
      >
        <Resource name="categories" {...categories} />
        <Resource name="packages" {...packages} />
        <Resource name="components" {...packageComponents} />
        <Resource name="works" {...works} options={{ label: 'console.menu.works' }} />
        <Resource name="orders" {...orders} />
        <Resource name="contact-messages" {...contactMessages} options={{ label: 'console.menu.contact_messages' }} />
        <Resource name="leads" {...leads} options={{ label: 'console.menu.leads' }} />
        <Resource name="audit" {...audit} options={{ label: 'console.audit.title' }} />
        <Resource name="staff" {...staff} options={{ label: 'console.staff.title' }} />
        <Resource name="suppliers" {...suppliers} options={{ label: 'console.suppliers.title' }} />
        <CustomRoutes>
          {aliasRoutes}
          <Route path="/security" element={<SecurityPage />} />
          <Route path="/visits" element={<VisitsPage />} />
          <Route path="/online-payments" element={<OnlinePaymentsPage />} />
          <Route path="/insights" element={<InsightsPage />} />
          <Route path="/schedule" element={<SchedulePage />} />
        </CustomRoutes>
      </Admin>
    </DirectionCache>
  );
}
