#!/usr/bin/env node
// `npm test`: Chromium, typecheck, lint, build + size budgets, dist check, then every Vitest project.
// Stops at the first failing step with its exit code.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureHeadlessShell } from './ensure-chromium.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// The browser tests launch exactly this Chromium; nothing may fetch Playwright's own browsers.
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
/** The test count line of the Vitest step, printed last so it is easy to find. */
let summary;

/** Runs a command in the repository root with inherited output; resolves to its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (signal) console.error(`${command} was stopped by ${signal}`);
      resolve(code ?? 1);
    });
  });
}

function chromium() {
  try {
    env.CHROMIUM_PATH = ensureChromium({ env });
    console.info(`Using Chromium at ${env.CHROMIUM_PATH}`);
    const shell = ensureHeadlessShell({ env });
    if (shell) {
      env.CHROMIUM_HEADLESS_SHELL_PATH = shell;
      console.info(
        `Using Chromium's headless shell at ${shell} where a test needs no full browser`,
      );
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/** Reads Vitest's JSON report into counts; `undefined` when there is none. */
function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      // numFailedTestSuites counts describe blocks too; testResults has one entry per file.
      failedFiles: (report.testResults ?? []).filter((file) => file.status === 'failed').length,
    };
  } catch {
    return undefined;
  }
}

async function vitest() {
  const dir = mkdtempSync(join(tmpdir(), 'cxkit-test-'));
  const report = join(dir, 'vitest.json');
  try {
    const code = await run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const counts = readCounts(report);
    if (!counts) {
      console.error('Vitest wrote no JSON report: it crashed before or while running the tests.');
      return code || 1;
    }
    if (counts.failedFiles > 0) {
      console.error(`${counts.failedFiles} test file(s) failed (see above).`);
    }
    const total = counts.passed + counts.failed;
    summary = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
    if (total === 0) {
      console.error('No test ran.');
      return code || 1;
    }
    if (counts.failed > 0 || counts.failedFiles > 0) return code || 1;
    return code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const steps = [
  { name: 'chromium', title: 'Ensure Chromium for the browser tests', action: chromium },
  {
    name: 'typecheck',
    title: 'Typecheck (npm run typecheck)',
    action: () => run('npm', ['run', 'typecheck']),
  },
  {
    name: 'lint',
    title: 'Lint and format check (npm run lint)',
    action: () => run('npm', ['run', 'lint']),
  },
  {
    name: 'size',
    title: 'Build and size budgets (npm run size)',
    action: () => run('npm', ['run', 'size']),
  },
  {
    name: 'dist',
    title: 'Built packages as a consumer sees them (scripts/check-dist.mjs)',
    action: () => run(process.execPath, [join(root, 'scripts', 'check-dist.mjs')]),
  },
  { name: 'vitest', title: 'Tests, every Vitest project (npx vitest run)', action: vitest },
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const started = performance.now();
const timings = [];
let failure = 0;

for (const [index, step] of steps.entries()) {
  const header = `[${index + 1}/${steps.length}] ${step.title}`;
  console.info(`\n${'='.repeat(header.length)}\n${header}\n${'='.repeat(header.length)}`);
  const since = performance.now();
  const code = await step.action();
  timings.push(`${step.name}: ${seconds(since)}`);
  if (code !== 0) {
    console.error(`\n✗ ${step.name} failed (exit code ${code}) after ${seconds(since)}.`);
    failure = code;
    break;
  }
  console.info(`✓ ${step.name} passed in ${seconds(since)}`);
}

console.info(`\nSteps: ${timings.join(', ')}; total ${seconds(started)}.`);
if (summary) console.info(`\n${summary}`);
process.exitCode = failure;
