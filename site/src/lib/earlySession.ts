// The customer area's session and profile, asked for while its scripts are still on their way. The page carries this
// script inline in <head>: when the `signed_in` cookie says someone is signed in, it sends the refresh call at once and,
// with the access token it answers, the profile read. The island takes both answers (islands/customer/early.ts) instead
// of asking again, so the profile is drawn as soon as React is up rather than two round trips later. It parses the
// answers and nothing else: every decision (a refusal, a network failure, another user) stays with the island, which
// asks the usual way whenever an early answer is missing or not a success.
import { API_PREFIX, accounts } from '@fitout/shared/contract';
import { SESSION_HEADER, SESSION_HEADER_VALUE, SESSION_PATHS, SIGNED_IN_COOKIE } from '@fitout/shared/session-cookies';
import { EARLY_SESSION_KEY } from '../islands/customer/early.ts';

/**
 * The inline script, for the API at `apiRoot` ("" for this origin). The CSP allows it by its hash, which astro.config.ts
 * computes from this very function: build the page and the policy from the same `apiRoot`.
 */
export function earlySessionScript(apiRoot: string): string {
  const api = `${apiRoot.replace(/\/$/, '')}${API_PREFIX}/`;
  const profilePath = accounts.profile.path.replace(':user_id', "'+id+'");
  const json = (literal: unknown) => JSON.stringify(literal);
  return [
    '(function(){',
    `if(!window.fetch||!/(?:^|; )${SIGNED_IN_COOKIE}=1(?:;|$)/.test(document.cookie))return;`,
    // An answer as the island reads it: status and parsed body (null when it is not JSON).
    'function read(r){return r.json().catch(function(){return null}).then(function(b){return{ok:r.ok,status:r.status,statusText:r.statusText,body:b}})}',
    `var api=${json(api)};`,
    `var refresh=fetch(api+${json(SESSION_PATHS.refresh)},{method:'POST',credentials:'include',headers:${json({ accept: 'application/json', [SESSION_HEADER]: SESSION_HEADER_VALUE })}}).then(read);`,
    'var profile=refresh.then(function(a){if(!a.ok||!a.body||typeof a.body.access!=="string")return null;',
    "var id=JSON.parse(atob(a.body.access.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))).user_id;",
    `return fetch(api+'${profilePath}',{headers:{accept:'application/json',authorization:'Bearer '+a.body.access}}).then(read).then(function(p){p.userId=id;return p})});`,
    // Answers nobody takes (the island failed to load) must not be reported as unhandled.
    'refresh.catch(function(){});profile.catch(function(){});',
    `window.${EARLY_SESSION_KEY}={refresh:refresh,profile:profile};`,
    '})();',
  ].join('');
}
