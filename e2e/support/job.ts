// The job after the order, set up through the API as staff and the customer would: a call with a bearer token, and
// a quote sent by staff and accepted by its customer (the start of every journey about the work that follows).
import type { Page } from '@playwright/test';
import { apiTokens } from './accounts.ts';
import { apiUrl, DEMO_ADMIN } from './env.ts';

type FilePayload = Parameters<Page['setInputFiles']>[1];

/** One API call with a bearer token; an answer outside 2xx throws with its status and body. */
export async function callApi<T = unknown>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A PUT to the admin face naming the version it read (If-Match), as the console writes. */
export async function putApi<T = unknown>(path: string, token: string, body: unknown): Promise<T> {
  const read = await fetch(apiUrl(path), { headers: { authorization: `Bearer ${token}` } });
  const response = await fetch(apiUrl(path), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': read.headers.get('etag') ?? '*' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A day counted from today, as the API's dates are written (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Instalment = { label: string; label_ar: string; percent: number; due: 'acceptance' | 'start' | 'completion' };
/** 30 % on acceptance, 70 % on completion. */
export const DEPOSIT_AND_COMPLETION: Instalment[] = [
  { label: 'Deposit', label_ar: 'مقدم', percent: 30, due: 'acceptance' },
  { label: 'Completion', label_ar: 'عند الانتهاء', percent: 70, due: 'completion' },
];

/**
 * Staff send a one-line quote (100,000 EGP + 14 % VAT unless told otherwise) and the order's customer accepts it
 * with their name. Returns the staff's access token.
 */
export async function acceptedQuote(
  order: { id: number; slug: string; email: string },
  { fullName, unitPrice = 10_000_000, schedule = DEPOSIT_AND_COMPLETION }: { fullName: string; unitPrice?: number; schedule?: Instalment[] },
) {
  const staff = (await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password)).access;
  const draft = await callApi<{ id: number }>('POST', `admin/orders/${order.id}/quotes`, staff, {
    lines: [{ description: 'Finishing works', description_ar: 'أعمال التشطيب', quantity: 1, unit: 'job', unit_price: unitPrice }],
    valid_until: inDays(30),
    schedule,
  });
  await callApi('POST', `admin/quotes/${draft.id}/send`, staff);
  const customer = (await apiTokens(order.email)).access;
  await callApi('POST', `registerorder/detail/${order.slug}/quote/accept/`, customer, { version: 1, full_name: fullName, terms_accepted: true });
  return staff;
}

/** An amount as the customer's Arabic page writes it (formatPiastres), formatted by the browser's own Intl. */
export const arabicMoney = (page: Page, piastres: number) =>
  page.evaluate((pounds) => {
    const digits = Math.round(pounds * 100) % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat('ar-EG', {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(pounds);
  }, piastres / 100);

/** Today in Cairo (YYYY-MM-DD), the day a payment recorded now is paid on. */
export const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

/** The console order page's bill form, filled (not yet sent): its amount in EGP, its supplier, what it is for, a receipt. */
export async function fillBill(page: Page, bill: { amount: string; supplier: string; description: string; receipt: FilePayload }) {
  const form = page.getByTestId('order-job-costs').getByRole('form', { name: 'Enter a bill' });
  await page.getByTestId('order-job-costs').getByRole('button', { name: 'Enter a bill' }).click();
  await form.getByLabel('Amount (EGP)').fill(bill.amount);
  await form.getByLabel('Supplier').click();
  await page.getByRole('option', { name: bill.supplier }).click();
  await form.getByLabel('Description').fill(bill.description);
  await form.locator('#bill-receipt').setInputFiles(bill.receipt);
  return form;
}
