// The customer area's session, profile and first screen's reads, asked for while its scripts are still on their way.
// The page carries this script inline in <head>: when the `signed_in` cookie says someone is signed in, it sends the
// refresh call at once and, with the access token it answers, the profile read and the reads the screen at the
// page's address first draws from (an order's page: the order, its payments, visit, snags and thread, and the unread counts;
// its quote: the quote and the payments). The island takes these answers (islands/customer/early.ts) instead of asking
// again, so the profile and the screen are drawn as soon as React is up rather than round trips later. It parses the
// answers and nothing else: every decision (a refusal, a network failure, another user) stays with the island, which
// asks the usual way whenever an early answer is missing or not a success.
import { routeTable } from '@fitout/shared';
import { API_PREFIX, accounts, orders, payments, quotes, relativePathOf, snags, threads, visits } from '@fitout/shared/contract';
import { SESSION_HEADER, SESSION_HEADER_VALUE, SESSION_PATHS, SIGNED_IN_COOKIE } from '@fitout/shared/session-cookies';
import { EARLY_SESSION_KEY } from '../islands/customer/early.ts';

/** The screens whose first reads are asked for early: their address (either language) and those reads. */
const SCREEN_READS = [
  // The unread counts too: the order's next step is drawn with them (answering a message); and the thread, drawn with
  // its messages.
  { screen: routeTable.orderDetails.path, reads: [orders.detail, payments.mine, visits.mine, snags.list, threads.unread, threads.thread] },
  { screen: routeTable.orderQuote.path, reads: [quotes.current, payments.mine] },
];

/**
 * A screen's address as a pattern of the page's path, its :slug captured (English, or Arabic under /ar). Only a slug
 * as the API makes them (base64url: letters, digits, - and _): anything else in the address is left to the island,
 * not pasted into a path of the API.
 */
const addressPattern = (screen: string) => new RegExp(`^(?:/ar)?${screen.replace(':slug', '([\\w-]+)')}/?$`).source;

/**
 * The inline script, for the API at `apiRoot` ("" for this origin). The CSP allows it by its hash, which astro.config.ts
 * computes from this very function: build the page and the policy from the same `apiRoot`.
 */
export function earlySessionScript(apiRoot: string): string {
  const api = `${apiRoot.replace(/\/$/, '')}${API_PREFIX}/`;
  const profilePath = accounts.profile.path.replace(':user_id', "'+id+'");
  const json = (literal: unknown) => JSON.stringify(literal);
  // A read's path under API_PREFIX, as the island writes it (relativePathOf), with the address's slug.
  const readPath = (endpoint: { path: string }) => json(relativePathOf(endpoint, { slug: 'SLUG' })).replace('SLUG', '"+m[1]+"');
  return [
    '(function(){',
    `if(!window.fetch||!/(?:^|; )${SIGNED_IN_COOKIE}=1(?:;|$)/.test(document.cookie))return;`,
    // An answer as the island reads it: status and parsed body (null when it is not JSON).
    'function read(r){return r.json().catch(function(){return null}).then(function(b){return{ok:r.ok,status:r.status,statusText:r.statusText,body:b}})}',
    `var api=${json(api)};`,
    `var refresh=fetch(api+${json(SESSION_PATHS.refresh)},{method:'POST',credentials:'include',headers:${json({ accept: 'application/json', [SESSION_HEADER]: SESSION_HEADER_VALUE })}}).then(read);`,
    // A read with the access token the refresh answered (null without one), sent in a task of its own: sending a
    // request costs the page a few milliseconds, and the refresh's answer sets off several (issue 37: blocking time).
    'function token(a){return a.ok&&a.body&&typeof a.body.access==="string"?a.body.access:null}',
    "function send(t,path){return new Promise(function(go){setTimeout(go)}).then(function(){return fetch(api+path,{headers:{accept:'application/json',authorization:'Bearer '+t}}).then(read)})}",
    'function get(path){return refresh.then(function(a){var t=token(a);return t&&send(t,path)})}',
    // The profile first: the area waits for it before it draws anything.
    'var profile=refresh.then(function(a){var t=token(a);if(!t)return null;',
    "var id=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))).user_id;",
    `return send(t,'${profilePath}').then(function(p){p.userId=id;return p})});`,
    // The reads of the screen at this address, by their path.
    'var reads={},m;',
    ...SCREEN_READS.map(
      ({ screen, reads }) =>
        `if(m=/${addressPattern(screen)}/.exec(location.pathname))[${reads.map(readPath).join(',')}].forEach(function(p){reads[p]=get(p)});`,
    ),
    // Answers nobody takes (the island failed to load) must not be reported as unhandled.
    'refresh.catch(function(){});profile.catch(function(){});for(var p in reads)reads[p].catch(function(){});',
    `window.${EARLY_SESSION_KEY}={refresh:refresh,profile:profile,reads:reads};`,
    '})();',
  ].join('');
}
