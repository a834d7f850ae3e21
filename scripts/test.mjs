// `npm test`: unit and API tests, then the production build and the end-to-end tests in Chromium.
// Ends with one summary line of counts. Extra arguments go to every vitest run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northdesk-test-'));
const extra = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests by file and name, and each phase's duration: repeated last, where a log's tail shows them. */
const failures = [];
const phases = [];
let ok = true;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function vitest(name, projects) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  const started = Date.now();
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const passed = run('npx', [
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...extra,
  ]);
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${where} > ${test.fullName}`);
      // A file that failed outside its tests (a hook, an import) has no failed test to name.
      if (file.status === 'failed' && failed.length === 0)
        failures.push(`${where}: ${file.message.split('\n')[0]}`);
    }
  } else {
    totals.failed += 1;
    failures.push(`${name}: no report (vitest did not finish)`);
  }
  phases.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  ok &&= passed;
}

// TEST_PROJECTS=server: only the server's API suite (CI's second pass on PostgreSQL: the shared and
// web unit tests touch no database, so running them twice proves nothing new).
// TEST_PROJECTS= (empty): none of them, only the end-to-end run (CI runs the API passes beside each other first).
const projects = (process.env.TEST_PROJECTS ?? 'shared,web,server').split(',').filter(Boolean);
if (projects.length > 0) vitest('unit-and-api', projects);
if (process.env.SKIP_E2E !== '1') {
  if (run('npm', ['run', 'build', '--silent', '-w', '@northdesk/web'])) vitest('e2e', ['e2e']);
  else {
    ok = false;
    totals.failed += 1;
  }
}
fs.rmSync(resultsDir, { recursive: true, force: true });
const summary = [
  phases.join(', '),
  ...failures.map((failure) => `FAILED ${failure}`),
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
].join('\n');
console.log(`\n${summary}`);
// TEST_SUMMARY_FILE: CI collects each pass's summary there and prints them all at its very end.
if (process.env.TEST_SUMMARY_FILE) fs.appendFileSync(process.env.TEST_SUMMARY_FILE, `${summary}\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
