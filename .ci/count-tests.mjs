// Sums the JSON reports that the test runners wrote into one folder and prints CI's closing line,
// `tests: N passed, N failed`. Exits 1 when a test failed, a runner reported failure (a file that
// would not load, a crash before any test) or no report holds any test.
// Understands Vitest's (Jest-style) JSON report and Playwright's JSON reporter.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? 'test-reports';
let files = [];
try {
  files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
} catch {
  // no folder: no runner got as far as writing a report
}

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = files.length > 0;

for (const name of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  } catch (error) {
    console.error(`${name}: unreadable report (${error.message})`);
    ok = false;
    continue;
  }
  let p = 0;
  let f = 0;
  let s = 0;
  let runnerOk = true;
  if (typeof report.numTotalTests === 'number') {
    // Vitest / Jest
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    runnerOk = report.success === true && (report.numFailedTestSuites ?? 0) === 0;
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright: flaky tests passed on a retry
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    s = report.stats.skipped ?? 0;
    runnerOk = (report.errors ?? []).length === 0;
  } else {
    console.error(`${name}: not a report this script knows`);
    ok = false;
    continue;
  }
  // A runner that failed without a failing test (a file that did not load, a global error) still fails.
  if (!runnerOk && f === 0) f = 1;
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}

if (files.length === 0) console.error(`no test report in ${folder}/`);
if (passed + failed === 0) ok = false;
if (skipped) console.log(`(${skipped} skipped)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
