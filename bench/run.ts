// `npm run bench [-- --db embedded|postgres|both --orders N --packages N --works N --duration S --connections N --rounds N
// --calls TEXT[,TEXT…] --soak S --skip-site --skip-frontend --skip-publish --publish-sizes demo,1000,10000 --publish-edits N --keep --profile]`:
// generates a database of that size, starts the API as production runs it, drives every public read, the customer and
// console lists, console search, a customer's quote and the console's quote list, an order's thread (the customer's and the
// console's), the console's unread threads and its day's work, the contract stories, job costs, selections, schedules
// (the customer's timeline and the console's Gantt), the leads (a page, a stage, a lead), the business charts, and order
// creation with autocannon,
// each right after a bare node:http server answering the same bytes, and prints one table per database. Then the soak
// (when asked), the site build's time per 1,000 packages, the front end's figures (bench/frontend.ts) and publishing's
// edit to live (bench/publish.ts).
// Targets missed are reported, not failed: the exit code is 0 whenever the bench itself ran (1 when it could not).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_PREFIX } from '@fitout/shared';
import {
  admin,
  categories,
  changes,
  costs,
  insights,
  orders,
  packages,
  pathOf,
  payments,
  quotes,
  schedule,
  selections,
  threads,
  works,
} from '@fitout/shared/contract';
import { orderFields } from '../api/test/helpers.ts';
import { createPlace, type Kind } from './databases.ts';
import {
  benchLead,
  CATEGORIES,
  CUSTOMER_PASSWORD,
  categorySlug,
  customerEmail,
  generate,
  NAMES,
  orderSlug,
  packageSlug,
  quotedOrder,
  SEARCH_TERM,
  type Sizes,
  workSlug,
} from './generate.ts';
import { type Call, fetchOnce, type Measurement, measure } from './load.ts';
import { ADMIN, type ApiProcess, BENCH_ORDER_LIMIT, cleanupsOnSignal, repoDir, signIn, startApi, startBare } from './processes.ts';
import { measurePublishing, parseSizes } from './publish.ts';
import { callsTable, type Goal, judge, type Line, linesTable, type Row, SITE_MAX_S_PER_1000, tally } from './report.ts';
import { soak } from './soak.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    orders: { type: 'string', default: '100000' },
    packages: { type: 'string', default: '1000' },
    works: { type: 'string', default: '500' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    soak: { type: 'string', default: '0' },
    'skip-site': { type: 'boolean', default: false },
    'skip-frontend': { type: 'boolean', default: false },
    'skip-publish': { type: 'boolean', default: false },
    'publish-sizes': { type: 'string' },
    'publish-edits': { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    // Only the calls whose name holds this text, or one of these texts separated by commas (`--calls chart:` measures the
    // business charts alone, `--calls chart:,leads:` those and the leads' reads).
    calls: { type: 'string' },
  },
  allowPositionals: false,
});

function count(name: keyof typeof args, min: number): number {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} ${args[name]}: expected a whole number of at least ${min}`);
    process.exit(2);
  }
  return value;
}
if (!['embedded', 'postgres', 'both'].includes(String(args.db))) {
  console.error(`--db ${args.db}: expected embedded, postgres or both`);
  process.exit(2);
}
const sizes: Sizes = { orders: count('orders', 1), packages: count('packages', 1), works: count('works', 1) };
const duration = count('duration', 1);
const connections = count('connections', 1);
const rounds = count('rounds', 1);
/** Each call's time is shared by its rounds (bare server, then API, each round). */
const roundSeconds = Math.max(1, Math.round(duration / rounds));
const soakSeconds = count('soak', 0);
const kinds: Kind[] = args.db === 'both' ? ['embedded', 'postgres'] : [args.db as Kind];
/** The site is built (and the front end measured) once, on PostgreSQL when it is measured: production's database. */
const siteKind: Kind = kinds.includes('postgres') ? 'postgres' : 'embedded';
const frontendFile = join(import.meta.dirname, 'frontend.ts');
const runFrontend = !args['skip-frontend'] && existsSync(frontendFile);

const started = Date.now();
const say = (line: string) => console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${line}`);
const CUSTOMERS_SIGNED_IN = 8;
/** Access tokens live 15 minutes; a measurement starting later than this after sign-in signs in again. */
const TOKEN_REUSE_MS = 10 * 60_000;

say(`sizes: ${sizes.orders} orders, ${sizes.packages} packages, ${sizes.works} works; ${connections} connections, ${duration} s per measurement`);
say(
  `the API runs with NODE_ENV=production (request logs on), ORDER_RATE_LIMIT_MAX=${BENCH_ORDER_LIMIT.max} per ${BENCH_ORDER_LIMIT.windowMs} ms ` +
    '(raised for the bench only: the default of 10 an hour would answer 429); sign-in keeps its strict limit (each account signs in once)',
);

// ---- children to stop on Ctrl+C -----------------------------------------------------------------------------

const cleanups = cleanupsOnSignal(say);

function runLogged(command: string, commandArgs: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(command, commandArgs, { cwd: repoDir, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const stop = async () => void child.kill('SIGTERM');
  cleanups.add(stop);
  const heartbeat = setInterval(() => say(`  still running (${commandArgs.slice(0, 3).join(' ')})`), 15_000);
  return new Promise<void>((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      clearInterval(heartbeat);
      cleanups.delete(stop);
      if (code === 0) done();
      else fail(new Error(`${command} ${commandArgs.join(' ')} exited with ${signal ?? `code ${code}`}; its output: ${logFile}`));
    });
  });
}

// ---- the console, when the front end is measured -------------------------------------------------------------

const scratch = mkdtempSync(join(tmpdir(), 'fitout-bench-'));
let adminDir: string | undefined;
if (runFrontend) {
  // Always built afresh: an admin/dist left from before would measure another console than the one checked out.
  adminDir = join(scratch, 'admin');
  say('console: building it for the front-end figures');
  const since = Date.now();
  const vite = join(repoDir, 'node_modules', 'vite', 'bin', 'vite.js');
  await runLogged(
    process.execPath,
    [vite, 'build', 'admin', '--outDir', adminDir, '--emptyOutDir', '--logLevel', 'warn'],
    process.env,
    join(scratch, 'console-build.log'),
  );
  say(`console: built in ${((Date.now() - since) / 1000).toFixed(0)} s`);
}

// ---- what is driven ------------------------------------------------------------------------------------------

type Tokens = { admin: string; customers: string[] };

function callsFor(tokens: Tokens): { call: Call; goal: Goal }[] {
  const parts = args.calls?.split(',').filter(Boolean) ?? [];
  return allCalls(tokens).filter(({ call }) => !parts.length || parts.some((part) => call.name.includes(part)));
}

function allCalls(tokens: Tokens): { call: Call; goal: Goal }[] {
  const paged = '?page=1&page_size=24';
  const consoleOrders = (filter: Record<string, string>) =>
    `${pathOf(admin.orders.list)}?${new URLSearchParams({ sort: JSON.stringify(['date', 'DESC']), range: JSON.stringify([0, 24]), filter: JSON.stringify(filter) })}`;
  const get = (name: string, path: string, token?: string): Call => ({ name, method: 'GET', path, tokens: token ? [token] : undefined });
  // One order of each signed-in customer, every second one with its quote accepted (an answer to show).
  const quoted = tokens.customers.map((_, index) => quotedOrder(index + 1, index % 2 === 0));
  const quoteReads = quoted.map((order) => pathOf(quotes.current, { slug: orderSlug(order) }));
  const quoteLists = quoted.map((order) => pathOf(quotes.list, { id: order }));
  const threadReads = quoted.map((order) => pathOf(threads.thread, { slug: orderSlug(order) }));
  const staffThreads = quoted.map((order) => pathOf(threads.staffThread, { id: order }));
  // Orders with their quote accepted: a change approved and one waiting (issue 38).
  const accepted = quoted.filter((_, index) => index % 2 === 0);
  const storyReads = accepted.map((order) => pathOf(changes.list, { slug: orderSlug(order) }));
  const staffStories = accepted.map((order) => pathOf(changes.staffList, { id: order }));
  const accountReads = accepted.map((order) => pathOf(payments.mine, { slug: orderSlug(order) }));
  const changeTokens = tokens.customers.filter((_, index) => index % 2 === 0);
  // Their job costs (issue 39): two purchase orders each, and a share of the 500,000 bills.
  const costReads = accepted.map((order) => pathOf(costs.read, { id: order }));
  // Their selections (issue 38: four each, with their choices) and schedules (issue 41: 60 tasks with their dependencies).
  const selectionReads = accepted.map((order) => pathOf(selections.list, { slug: orderSlug(order) }));
  const staffSelections = accepted.map((order) => pathOf(selections.staffList, { id: order }));
  const timelines = accepted.map((order) => pathOf(schedule.timeline, { slug: orderSlug(order) }));
  const gantts = accepted.map((order) => pathOf(schedule.staffRead, { id: order }));
  // The sales desk (issue 39): 120,000 leads; a page of them, a page of one stage, and a lead's page with its notes.
  const consoleLeads = (filter: Record<string, string>) =>
    `${pathOf(admin.leads.list)}?${new URLSearchParams({ sort: JSON.stringify(['created_at', 'DESC']), range: JSON.stringify([0, 24]), filter: JSON.stringify(filter) })}`;
  const leadPages = tokens.customers.map((_, index) => pathOf(admin.leads.one, { id: benchLead(index + 1) }));
  return [
    { goal: 'public read', call: get('category list', pathOf(categories.list)) },
    { goal: 'public read', call: get("a category's packages page", `${pathOf(packages.ofCategory, { slug: categorySlug(1) })}${paged}`) },
    { goal: 'public read', call: get('package detail', pathOf(packages.detail, { slug: packageSlug(1) })) },
    { goal: 'public read', call: get('works list (page)', `${pathOf(works.list)}${paged}`) },
    { goal: 'public read', call: get('work detail', pathOf(works.detail, { slug: workSlug(1) })) },
    { goal: 'list', call: get("customer's orders (page)", `${pathOf(orders.mine)}${paged}`, tokens.customers[0]) },
    { goal: 'console list', call: get('console orders list', consoleOrders({}), tokens.admin) },
    { goal: 'console list', call: get(`console search q="${SEARCH_TERM}"`, consoleOrders({ q: SEARCH_TERM }), tokens.admin) },
    {
      goal: 'list',
      call: { name: "customer's quote read", method: 'GET', path: quoteReads[0], paths: quoteReads, tokens: tokens.customers },
    },
    { goal: 'list', call: { name: 'console quote list', method: 'GET', path: quoteLists[0], paths: quoteLists, tokens: [tokens.admin] } },
    {
      goal: 'list',
      call: { name: "customer's thread page", method: 'GET', path: threadReads[0], paths: threadReads, tokens: tokens.customers },
    },
    { goal: 'list', call: { name: 'console thread page', method: 'GET', path: staffThreads[0], paths: staffThreads, tokens: [tokens.admin] } },
    { goal: 'list', call: get('console unread threads', pathOf(threads.staffUnread), tokens.admin) },
    // The dashboard's day's work (issue 37): seven counts over every order, each on a partial index.
    { goal: 'console list', call: get("console day's work", pathOf(admin.work.today), tokens.admin) },
    {
      goal: 'list',
      call: { name: "customer's contract story (changes)", method: 'GET', path: storyReads[0], paths: storyReads, tokens: changeTokens },
    },
    {
      goal: 'list',
      call: { name: 'console contract story (changes)', method: 'GET', path: staffStories[0], paths: staffStories, tokens: [tokens.admin] },
    },
    {
      goal: 'list',
      call: { name: 'console job costs (budget to margin)', method: 'GET', path: costReads[0], paths: costReads, tokens: [tokens.admin] },
    },
    {
      goal: 'list',
      call: { name: "customer's payments with changes", method: 'GET', path: accountReads[0], paths: accountReads, tokens: changeTokens },
    },
    {
      goal: 'list',
      call: { name: "selections: the customer's", method: 'GET', path: selectionReads[0], paths: selectionReads, tokens: changeTokens },
    },
    {
      goal: 'list',
      call: { name: "selections: the console's", method: 'GET', path: staffSelections[0], paths: staffSelections, tokens: [tokens.admin] },
    },
    {
      goal: 'list',
      call: { name: "schedule: the customer's timeline", method: 'GET', path: timelines[0], paths: timelines, tokens: changeTokens },
    },
    { goal: 'list', call: { name: "schedule: the console's Gantt", method: 'GET', path: gantts[0], paths: gantts, tokens: [tokens.admin] } },
    { goal: 'list', call: get('leads: the console list (page)', consoleLeads({}), tokens.admin) },
    { goal: 'list', call: get('leads: the console list (stage quoted)', consoleLeads({ stage: 'quoted' }), tokens.admin) },
    { goal: 'list', call: { name: "leads: a lead's page", method: 'GET', path: leadPages[0], paths: leadPages, tokens: [tokens.admin] } },
    // The business charts (issue 39), over a year and over ten years (every payment), each on what triggers keep.
    { goal: 'chart', call: get('chart: received vs due (year)', `${pathOf(insights.money)}?period=year`, tokens.admin) },
    {
      goal: 'chart',
      call: get('chart: received vs due (10 years)', `${pathOf(insights.money)}?period=custom&from=${tenYearsAgo()}&to=${today()}`, tokens.admin),
    },
    { goal: 'chart', call: get('chart: receivables ageing', pathOf(insights.ageing), tokens.admin) },
    { goal: 'chart', call: get('chart: ageing list (0–30 days, a page)', pathOf(insights.ageingList, { bucket: 'late_0_30' }), tokens.admin) },
    { goal: 'chart', call: get('chart: jobs by stage (year)', `${pathOf(insights.stages)}?period=year`, tokens.admin) },
    { goal: 'chart', call: get('chart: quote conversion (year)', `${pathOf(insights.conversion)}?period=year`, tokens.admin) },
    // The owner's charts (issue 39): the open leads by stage, the funnel with its lost reasons, the margin per job and package.
    { goal: 'chart', call: get('chart: lead pipeline (year)', `${pathOf(insights.pipeline)}?period=year`, tokens.admin) },
    { goal: 'chart', call: get('chart: lead funnel (year)', `${pathOf(insights.funnel)}?period=year`, tokens.admin) },
    { goal: 'chart', call: get('chart: margins per job and package (year)', `${pathOf(insights.margins)}?period=year`, tokens.admin) },
    {
      goal: 'none',
      call: {
        name: 'order creation',
        method: 'POST',
        path: pathOf(orders.create),
        // Named as the generated orders are, so that the orders a soak adds keep the search term's share.
        bodies: NAMES.map((full_name) => JSON.stringify(orderFields({ full_name }))),
        tokens: tokens.customers,
      },
    },
  ];
}

const today = () => new Date().toISOString().slice(0, 10);
/** The first day of the ten calendar years up to this one (the longest custom period is 3,660 days). */
const tenYearsAgo = () => `${Number(today().slice(0, 4)) - 9}-01-01`;

/** Tokens for the superuser and a few customers, signed in again when the old ones are near their end. */
function sessions(origin: string) {
  let tokens: Tokens | null = null;
  let at = 0;
  return async (): Promise<Tokens> => {
    if (tokens && Date.now() - at < TOKEN_REUSE_MS) return tokens;
    const customers = [];
    for (let n = 1; n <= CUSTOMERS_SIGNED_IN; n++) customers.push(await signIn(origin, customerEmail(n), CUSTOMER_PASSWORD));
    tokens = { admin: await signIn(origin, ADMIN.email, ADMIN.password), customers };
    at = Date.now();
    return tokens;
  };
}

async function measureCalls(api: ApiProcess, kind: Kind, tokens: () => Promise<Tokens>): Promise<Row[]> {
  const bare = await startBare();
  cleanups.add(bare.stop);
  try {
    const warmUp = Math.min(3, duration);
    await measure(
      api.origin,
      callsFor(await tokens()).map((c) => c.call),
      { connections, duration: warmUp },
    );
    say(`  warm-up: every call for ${warmUp} s`);
    const rows: Row[] = [];
    for (let i = 0; i < callsFor(await tokens()).length; i++) {
      const { call, goal } = callsFor(await tokens())[i];
      const sample = await fetchOnce(api.origin, call);
      if (sample.status >= 400) say(`  ${call.name}: the API answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);
      await bare.serve(sample);
      // Bare server and API in turn, `rounds` times, and the round of median ratio kept: on a shared machine one
      // measurement alone can catch a busy moment that the other missed.
      const measured: { bare: Measurement; api: Measurement; ratio: number }[] = [];
      for (let round = 0; round < rounds; round++) {
        const bareRound = await measure(bare.origin, [call], { connections, duration: roundSeconds });
        const apiRound = await measure(api.origin, [call], { connections, duration: roundSeconds });
        measured.push({ bare: bareRound, api: apiRound, ratio: apiRound.rps / bareRound.rps });
      }
      const median = measured.sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds / 2)];
      const { bare: bareResult, api: apiResult, ratio } = median;
      const verdict = judge(goal, kind, apiResult, ratio);
      rows.push({ name: call.name, api: apiResult, bare: bareResult, ratio, verdict });
      say(
        `  ${call.name} (${sample.body.length.toLocaleString('en-US')} bytes): API ${Math.round(apiResult.rps)} rps, p50 ${apiResult.p50} ms, ` +
          `p99 ${apiResult.p99} ms${apiResult.failures ? `, ${apiResult.failures} failed` : ''}; bare ${Math.round(bareResult.rps)} rps; ratio ${ratio.toFixed(2)}`,
      );
    }
    return rows;
  } finally {
    cleanups.delete(bare.stop);
    await bare.stop();
  }
}

async function buildSite(api: ApiProcess, siteDir: string, logFile: string): Promise<Line> {
  say(`site: building against the bench API (npm run build -w site, API_URL=${api.origin})`);
  const since = Date.now();
  try {
    await runLogged(
      'npm',
      ['run', 'build', '-w', 'site', '--', '--out', siteDir],
      { ...process.env, API_URL: api.origin, SITE_URL: api.origin },
      logFile,
    );
  } catch (error) {
    say(`site: the build failed: ${(error as Error).message}`);
    return { name: 'site build', value: 'failed', target: `≤ ${SITE_MAX_S_PER_1000} s per 1,000 packages`, met: false, counted: true };
  }
  const seconds = (Date.now() - since) / 1000;
  const per1000 = (seconds * 1000) / sizes.packages;
  say(`site: built in ${seconds.toFixed(1)} s`);
  return {
    name: `site build (${sizes.packages} packages, ${CATEGORIES} categories, ${sizes.works} works)`,
    value: `${seconds.toFixed(1)} s = ${per1000.toFixed(1)} s per 1,000 packages`,
    target: `≤ ${SITE_MAX_S_PER_1000} s per 1,000 packages`,
    met: per1000 <= SITE_MAX_S_PER_1000,
    counted: true,
  };
}

type FrontendRow = { name: string; value: unknown; target: unknown; met: unknown };
type FrontendModule = {
  measureFrontend: (options: {
    consoleUrl: string;
    homeUrl: string;
    adminDist: string;
    customer?: { email: string; password: string };
    customerPages?: { name: string; path: string }[];
  }) => Promise<FrontendRow[]>;
  orderPages: (slug: string) => { name: string; path: string }[];
};

async function measureFrontend(api: ApiProcess): Promise<Line[]> {
  say('front end: bench/frontend.ts against the site and console this API serves');
  // Named at run time: the file may not exist, and the bench runs without it.
  const { measureFrontend, orderPages } = (await import(pathToFileURL(frontendFile).href)) as FrontendModule;
  // The console's login page (where signing in starts; other addresses load the whole console first).
  const rows = await measureFrontend({
    consoleUrl: `${api.origin}${ADMIN_PREFIX}/login`,
    homeUrl: `${api.origin}/`,
    adminDist: adminDir!,
    // The customer area, signed in as one of the generated customers.
    customer: { email: customerEmail(1), password: CUSTOMER_PASSWORD },
    // Issue 37: the profile in both languages, and the order, quote and thread of that customer's answered quote.
    customerPages: [
      { name: 'profile', path: '/user/profile' },
      { name: 'profile (Arabic)', path: '/ar/user/profile' },
      ...orderPages(orderSlug(quotedOrder(1, true))),
    ],
  });
  return rows.map((r) => ({
    name: r.name,
    value: String(r.value),
    target: String(r.target),
    met: typeof r.met === 'boolean' ? r.met : null,
    counted: typeof r.met === 'boolean',
  }));
}

// ---- each database in turn -----------------------------------------------------------------------------------

const tables: { kind: Kind; label: string; generated: number; rows: Row[] }[] = [];
const lines: Line[] = [];
const notes: string[] = [];

/** Generate, start the API, measure, soak, and on one database build the site and measure the front end. */
async function benchOn(kind: Kind) {
  const place = await createPlace(kind);
  const keep = args.keep || args.profile;
  const removePlace = async () => (keep ? undefined : place.remove());
  cleanups.add(removePlace);
  let api: ApiProcess | null = null;
  try {
    say(`${place.label}: generating`);
    const generated = await generate({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, sizes, say });
    const siteDir = join(place.dataDir, 'site');
    mkdirSync(siteDir, { recursive: true });
    api = await startApi({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, siteDir, adminDir, profile: args.profile });
    cleanups.add(api.stop);
    say(`API: listening on ${api.origin} (pid ${api.pid}, log ${api.logFile})`);
    const tokens = sessions(api.origin);
    const rows = await measureCalls(api, kind, tokens);
    tables.push({ kind, label: place.label, generated, rows });

    if (soakSeconds > 0) {
      say(`soak: ${soakSeconds} s, every call in turn on ${connections} connections`);
      const soakLines = await soak({
        origin: api.origin,
        pid: api.pid,
        seconds: soakSeconds,
        connections,
        calls: async () => callsFor(await tokens()).map((c) => c.call),
        say,
      });
      lines.push(...soakLines.map((l) => ({ ...l, name: `${kind}: ${l.name}` })));
    }
    if (kind === siteKind) {
      if (args['skip-site']) notes.push('site build: skipped (--skip-site)');
      else lines.push(await buildSite(api, siteDir, join(place.dataDir, 'site-build.log')));
      if (runFrontend) lines.push(...(await measureFrontend(api)));
      else notes.push(args['skip-frontend'] ? 'front end: skipped (--skip-frontend)' : 'front end: skipped (bench/frontend.ts is not there)');
    }
  } finally {
    if (api) {
      cleanups.delete(api.stop);
      await api.stop();
    }
    cleanups.delete(removePlace);
    await removePlace();
    if (keep) say(`kept: ${place.label}, data folder ${place.dataDir}${args.profile ? " (the API's CPU profile: its *.cpuprofile)" : ''}`);
  }
}

for (const kind of kinds) {
  try {
    await benchOn(kind);
  } catch (error) {
    // One database failing (PostgreSQL unreachable, say) still leaves the other's figures to report.
    say(`${kind}: the bench failed: ${(error as Error).stack ?? error}`);
    notes.push(`${kind}: the bench failed (${(error as Error).message}); see above`);
    process.exitCode = 1;
  }
}
rmSync(scratch, { recursive: true, force: true });

// Edit to live, with the product started as `npm start` starts it, on the site's database (bench/publish.ts).
if (args['skip-publish']) notes.push('publishing: skipped (--skip-publish)');
else {
  const publishSizes = parseSizes(args['publish-sizes'] ?? `demo,${sizes.packages}`);
  say(`publishing: edit to live at ${publishSizes.join(', ')} packages, ${siteKind}`);
  lines.push(...(await measurePublishing({ kind: siteKind, sizes: publishSizes, edits: count('publish-edits', 1), say, cleanups })));
}

// ---- the report ----------------------------------------------------------------------------------------------

console.log('');
for (const t of tables) {
  console.log(`${t.label}: ${sizes.orders} orders, ${sizes.packages} packages, ${sizes.works} works, generated in ${t.generated.toFixed(1)} s`);
  console.log(
    `${connections} connections; each call: ${rounds} rounds of ${roundSeconds} s on the bare server then ${roundSeconds} s on the API, the round of median ratio shown`,
  );
  console.log(callsTable(t.rows));
  console.log('');
}
if (lines.length) {
  console.log(linesTable(lines));
  console.log('');
}
for (const note of notes) console.log(note);
const { met, of } = tally([...tables.flatMap((t) => t.rows.map((r) => r.verdict)), ...lines]);
console.log(`targets met: ${met} of ${of} (in parentheses: shown, not counted)`);
console.log(`the bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
