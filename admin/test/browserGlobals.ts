// The providers keep the session as a browser does: the API's HttpOnly cookie in the browser's cookie jar, the header's
// cookie (js-cookie) in `document.cookie`, and they look at `location`. happy-dom gives them that page and its jar;
// requests still leave through Node's own fetch (FormData and File stay Node's), which here carries the jar's cookies
// and the Origin a browser adds, and keeps the cookies the API sets, so they reach the API as they would leave a browser.
import { Browser } from 'happy-dom';
import CookieStringUtility from 'happy-dom/lib/cookie/urilities/CookieStringUtility.js';

const browser = new Browser();
const page = browser.newPage();
page.url = 'http://127.0.0.1/admin/';
const window = page.mainFrame.window;
const jar = browser.defaultContext.cookieContainer;
Object.assign(globalThis, { document: window.document, location: window.location, happyPage: window });

/** Moves the page to another address (the API's origin once it listens), keeping the cookie jar. */
export function setPageUrl(url: string) {
  page.url = url;
}

/** The cookies the browser holds for `url`, those no script may read included (HttpOnly). */
export const cookiesFor = (url: string) => jar.getCookies(new window.URL(url), false);

const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new window.URL(input instanceof Request ? input.url : String(input), window.location.href);
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const sameOrigin = url.origin === window.location.origin;
  // The caller's own headers only: a body's Content-Type (a multipart boundary) is for fetch to write.
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (init.credentials === 'include' || (sameOrigin && init.credentials !== 'omit')) {
    const cookies = jar.getCookies(url, false);
    if (cookies.length) headers.set('cookie', cookies.map((cookie) => `${cookie.key}=${cookie.value}`).join('; '));
  }
  // Browsers name the page's origin on every request that may change something, and on every cross-origin one.
  if (!sameOrigin || !['GET', 'HEAD'].includes(method)) headers.set('origin', window.location.origin);
  const response = await nodeFetch(url.href, { ...init, method, headers });
  for (const line of response.headers.getSetCookie()) {
    const cookie = CookieStringUtility.stringToCookie(url, line);
    if (cookie) jar.addCookies([cookie]);
  }
  return response;
};
