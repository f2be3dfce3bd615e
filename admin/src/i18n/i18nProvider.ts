import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { deepmerge } from '@mui/utils';

// react-admin's English, with the names this console uses for its resources and pages.
const custom = {
  ra: {
    page: { dashboard: 'Profile' },
  },
  resources: {
    categories: { name: 'Category |||| Categories' },
    packages: { name: 'Package |||| Packages' },
    components: { name: 'Component |||| Components' },
    works: { name: 'Work |||| Our works' },
    orders: { name: 'Order |||| Orders' },
    'contact-messages': { name: 'Contact message |||| Contact messages' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => deepmerge(englishMessages, custom), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
