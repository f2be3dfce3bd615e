// What the global set-up tells the journeys, through the environment it leaves for the test workers.
import { API_PREFIX } from '@fitout/shared/contract';

/** The company's own address: it receives the contact form's mail. */
export const COMPANY_EMAIL = 'office@fitout.test';

/** The seeded demo accounts (api/src/seed/demo.ts). */
export const DEMO_ADMIN = { email: 'admin@fitout.localhost', password: 'fitout-admin-demo' };
export const DEMO_CUSTOMER = { email: 'customer@fitout.localhost', password: 'fitout-customer-demo' };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npx playwright test`.');
  return url;
}

/** The API of the journeys' server, for set-up calls that a visitor would not make. */
export const apiUrl = (path: string) => `${baseUrl()}${API_PREFIX}/${path.replace(/^\//, '')}`;
