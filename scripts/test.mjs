#!/usr/bin/env node
// `npm test`: Chromium, typecheck beside lint, build + size budgets, dist check, then every Vitest
// project. Stops after the first stage with a failing step, with that step's exit code.
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

/**
 * Runs a command in the repository root; resolves to its exit code and, with `keep` (a step that runs
 * beside another), its output as it came, else `undefined`: the output went straight to ours.
 */
function execute(command, args, keep) {
  return new Promise((resolve) => {
    const stdio = keep ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: root, env, stdio });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    let done = false;
    const finish = (code, problem) => {
      if (done) return;
      done = true;
      if (problem && !keep) console.error(problem);
      if (problem) chunks.push(Buffer.from(`${problem}\n`));
      resolve({ code, output: keep ? Buffer.concat(chunks).toString() : undefined });
    };
    child.on('error', (error) => finish(127, `Could not start ${command}: ${error.message}`));
    child.on('close', (code, signal) => {
      finish(code ?? 1, signal ? `${command} was stopped by ${signal}` : '');
    });
  });
}

/** Runs a command with inherited output; resolves to its exit code. */
const run = (command, args) => execute(command, args, false).then(({ code }) => code);
/** Runs a command with its output kept, for a step beside another; resolves to its code and output. */
const runKept = (command, args) => execute(command, args, true);

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

// Each stage runs after the one before. The steps of one stage run side by side, each printing its
// output when it ends: typecheck and lint are each one process that keeps one core busy, on two cores.
const stages = [
  [{ name: 'chromium', title: 'Ensure Chromium for the browser tests', action: chromium }],
  [
    {
      name: 'typecheck',
      title: 'Typecheck (npm run typecheck)',
      action: () => runKept('npm', ['run', 'typecheck']),
    },
    {
      name: 'lint',
      title: 'Lint and format check (npm run lint)',
      action: () => runKept('npm', ['run', 'lint']),
    },
  ],
  [
    {
      name: 'size',
      title: 'Build and size budgets (npm run size)',
      action: () => run('npm', ['run', 'size']),
    },
  ],
  [
    {
      name: 'dist',
      title: 'Built packages as a consumer sees them (scripts/check-dist.mjs)',
      action: () => run(process.execPath, [join(root, 'scripts', 'check-dist.mjs')]),
    },
  ],
  [{ name: 'vitest', title: 'Tests, every Vitest project (npx vitest run)', action: vitest }],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const started = performance.now();
const timings = [];
const stepCount = stages.flat().length;
let number = 0;
let failure = 0;

/** Starts a step; resolves to its exit code, its kept output if any, and how long it took. */
async function timed(step) {
  const since = performance.now();
  const result = await step.action();
  const { code, output } = typeof result === 'number' ? { code: result } : result;
  return { code, output, time: seconds(since) };
}

for (const stage of stages) {
  const runs = stage.map(timed);
  for (const [offset, step] of stage.entries()) {
    number += 1;
    const beside = stage.length > 1 ? ' (side by side)' : '';
    const header = `[${number}/${stepCount}] ${step.title}${beside}`;
    console.info(`\n${'='.repeat(header.length)}\n${header}\n${'='.repeat(header.length)}`);
    const { code, output, time } = await runs[offset];
    if (output) process.stdout.write(output);
    timings.push(`${step.name}: ${time}`);
    if (code === 0) {
      console.info(`✓ ${step.name} passed in ${time}`);
    } else {
      console.error(`\n✗ ${step.name} failed (exit code ${code}) after ${time}.`);
      failure ||= code;
    }
  }
  if (failure) break;
}

console.info(`\nSteps: ${timings.join(', ')}; total ${seconds(started)}.`);
if (summary) console.info(`\n${summary}`);
process.exitCode = failure;
