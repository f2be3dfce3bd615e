// The providers keep the session in cookies through js-cookie, which reads and writes `document.cookie` and
// looks at `location`. happy-dom gives them a real cookie jar for one page; everything else (fetch, FormData,
// File) stays Node's own, so requests reach the API exactly as they would leave a browser.
import { Window } from 'happy-dom';

const page = new Window({ url: 'http://127.0.0.1/admin/' });
Object.assign(globalThis, { document: page.document, location: page.location, happyPage: page });

/** Moves the page to another address (the API's origin once it listens), keeping the cookie jar. */
export function setPageUrl(url: string) {
  page.happyDOM.setURL(url);
}
