// Builds the transcript benchmark page, serves it on loopback and measures it in the system Chromium.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { launchChromium } from '../../examples/site/e2e/browser';
import { buildProductionPage } from '../../examples/site/scripts/demo-server';
import {
  HOW_TO_GET_CHROMIUM,
  chromiumPath,
  isExecutableFile,
} from '../../scripts/ensure-chromium.mjs';
import { measureComparison, type ComparisonCell } from './comparison-run';
import type { DomCount, FrameTiming } from './page-api';

/** What issue 4 (section 3) asks of the transcript. */
export const targets = {
  /** Median of the appends at 4x CPU throttling (ms). */
  appendMedian: 8,
  /** 95th percentile of the appends at 4x CPU throttling (ms). */
  appendP95: 16.7,
  /** Restore of 5,000 messages until the last is visible (ms). */
  restore: 150,
  /** Largest ratio between the DOM sizes at different lengths still read as 'independent'. */
  domRatio: 1.25,
};

/** The scenario's sizes. */
export const scenario = {
  /** Messages in the long transcript. */
  messages: 5000,
  /** Messages in the short transcript of the control appends. */
  shortMessages: 100,
  /** Measured appends per series. */
  appends: 40,
  /** CPU slowdown of the appends (CDP `Emulation.setCPUThrottlingRate`). */
  throttle: 4,
  /** Restores per series. */
  restores: 5,
  /** Restores at 4x CPU throttling (for reading the figures). */
  throttledRestores: 3,
  /** Transcript lengths whose DOM is counted. */
  domSizes: [100, 1000, 5000],
};

/** The figures of one run. */
export interface TranscriptFigures {
  /** Chromium's version. */
  browser: string;
  /** Appends to the long transcript at 4x throttling. */
  appends: FrameTiming[];
  /** Appends to the long transcript without throttling. */
  unthrottledAppends: FrameTiming[];
  /** Appends to the short transcript at 4x throttling. */
  shortAppends: FrameTiming[];
  /** The floor: frames whose update changes nothing, at 4x throttling. */
  emptyFrames: FrameTiming[];
  /** The control: appends to a plain scrolling box without React, at 4x throttling. */
  plainAppends: FrameTiming[];
  /** The React control: appends to a bare React list of the last 20 messages (no virtualizer), at 4x throttling. */
  reactAppends: FrameTiming[];
  /** Restores of the long transcript, each the first on a freshly loaded page. */
  coldRestores: FrameTiming[];
  /** Restores of the long transcript, repeated on one page. */
  warmRestores: FrameTiming[];
  /** Warm restores of the long transcript at 4x throttling. */
  throttledRestores: FrameTiming[];
  /** Element counts after a settled restore, per transcript length. */
  dom: { messages: number; count: DomCount }[];
  /** cxkit's chat against the TanStack Virtual control (issue 40). */
  comparison: ComparisonCell[];
}

/** The figures, or why there are none. */
export type TranscriptBenchResult =
  { ok: true; figures: TranscriptFigures } | { ok: false; reason: string };

/** The comparison's figures alone, or why there are none. */
export type ComparisonBenchResult =
  { ok: true; cells: ComparisonCell[] } | { ok: false; reason: string };

const pageRoot = fileURLToPath(new URL('.', import.meta.url));

function servePage(outDir: string, cacheDir: string): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: pageRoot,
    cacheDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
}

async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => window.transcriptBench !== undefined);
}

function restore(page: Page, messages: number): Promise<FrameTiming> {
  return page.evaluate((count) => window.transcriptBench!.restore(count), messages);
}

async function appends(page: Page, count: number): Promise<FrameTiming[]> {
  const timings: FrameTiming[] = [];
  for (let run = 0; run < count; run += 1) {
    timings.push(await page.evaluate(() => window.transcriptBench!.append()));
    await page.evaluate(() => window.transcriptBench!.settle());
  }
  return timings;
}

/** Runs `task` with the CPU slowed down `rate` times. */
async function throttled<T>(cdp: CDPSession, rate: number, task: () => Promise<T>): Promise<T> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await task();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function restores(page: Page, messages: number, count: number): Promise<FrameTiming[]> {
  const timings: FrameTiming[] = [];
  for (let run = 0; run < count; run += 1) timings.push(await restore(page, messages));
  return timings;
}

async function measure(browser: Browser, url: string): Promise<TranscriptFigures> {
  const { messages, shortMessages, throttle, domSizes } = scenario;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => console.error(`transcript bench page: ${error.message}`));

  const coldRestores: FrameTiming[] = [];
  for (let run = 0; run < scenario.restores; run += 1) {
    await load(page, url);
    coldRestores.push(await restore(page, messages));
  }
  const warmRestores = await restores(page, messages, scenario.restores);

  const dom: TranscriptFigures['dom'] = [];
  for (const size of domSizes) {
    await restore(page, size);
    await page.evaluate(() => window.transcriptBench!.settle());
    dom.push({
      messages: size,
      count: await page.evaluate(() => window.transcriptBench!.domCount()),
    });
  }

  const cdp = await page.context().newCDPSession(page);
  await restore(page, shortMessages);
  const shortAppends = await throttled(cdp, throttle, () => appends(page, scenario.appends));
  await restore(page, messages);
  const unthrottledAppends = await appends(page, scenario.appends);
  await restore(page, messages);
  const longAppends = await throttled(cdp, throttle, () => appends(page, scenario.appends));
  const emptyFrames = await throttled(cdp, throttle, () =>
    page.evaluate((count) => window.transcriptBench!.emptyFrames(count), scenario.appends),
  );
  const plainAppends = await throttled(cdp, throttle, () =>
    page.evaluate((count) => window.transcriptBench!.plainAppends(count), scenario.appends),
  );
  const reactAppends = await throttled(cdp, throttle, () =>
    page.evaluate(([count, length]) => window.transcriptBench!.reactAppends(count, length), [
      scenario.appends,
      messages,
    ] as const),
  );
  const throttledRestores = await throttled(cdp, throttle, () =>
    restores(page, messages, scenario.throttledRestores),
  );
  // On a freshly loaded page, so that neither kind starts with the scenario's leftovers.
  await load(page, url);
  const comparison = await measureComparison(page, cdp);
  return {
    browser: browser.version(),
    appends: longAppends,
    unthrottledAppends,
    shortAppends,
    emptyFrames,
    plainAppends,
    reactAppends,
    coldRestores,
    warmRestores,
    throttledRestores,
    dom,
    comparison,
  };
}

/** Measures only the comparison of issue 40, on a page of its own. */
async function measureOnlyComparison(browser: Browser, url: string): Promise<ComparisonCell[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => console.error(`transcript bench page: ${error.message}`));
  await load(page, url);
  return measureComparison(page, await page.context().newCDPSession(page));
}

/**
 * Builds the page, serves it on loopback, launches the system Chromium and runs `task` on them; the
 * build output, the server and the browser are gone when it returns. Without Chromium, says why.
 */
async function inChromium<T>(
  task: (browser: Browser, url: string) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  const executable = chromiumPath();
  if (!isExecutableFile(executable)) {
    return {
      ok: false,
      reason: `No Chromium at ${executable}. Run \`node scripts/ensure-chromium.mjs\` as root, or: ${HOW_TO_GET_CHROMIUM}`,
    };
  }
  const temp = await mkdtemp(join(tmpdir(), 'cxkit-transcript-bench-'));
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  try {
    const outDir = join(temp, 'dist');
    const cacheDir = join(temp, 'vite');
    await buildProductionPage(pageRoot, outDir, cacheDir);
    server = await servePage(outDir, cacheDir);
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('The transcript benchmark server has no local address.');
    browser = await launchChromium();
    return { ok: true, value: await task(browser, url) };
  } finally {
    await browser?.close();
    await server?.close();
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * Runs the transcript scenario of issue 4 in the system Chromium: restores of 5,000 messages,
 * DOM sizes at 100, 1,000 and 5,000 messages, 40 appends to 5,000 messages at 4x CPU throttling,
 * and controls (appends without throttling, to 100 messages, and to a plain box without React);
 * then the comparison of issue 40 against a TanStack Virtual list.
 */
export async function runTranscriptInChromium(): Promise<TranscriptBenchResult> {
  const result = await inChromium(measure);
  return result.ok ? { ok: true, figures: result.value } : result;
}

/** Runs only the comparison of issue 40 in the system Chromium (`tsx bench/transcript/compare.ts`). */
export async function runComparisonInChromium(): Promise<ComparisonBenchResult> {
  const result = await inChromium(measureOnlyComparison);
  return result.ok ? { ok: true, cells: result.value } : result;
}

function sorted(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The median of `values`. */
export function median(values: number[]): number {
  const ordered = sorted(values);
  const middle = ordered.length / 2;
  return ordered.length % 2
    ? ordered[Math.floor(middle)]!
    : (ordered[middle - 1]! + ordered[middle]!) / 2;
}

/** The `p`-th percentile of `values` (nearest rank). */
export function percentile(values: number[], p: number): number {
  const ordered = sorted(values);
  return ordered[Math.max(Math.ceil((p / 100) * ordered.length) - 1, 0)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en');
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const times = (timings: FrameTiming[]) => timings.map((timing) => timing.ms);

function frames(timings: FrameTiming[]): string {
  const counts = timings.map((timing) => timing.frames);
  const [low, high] = [Math.min(...counts), Math.max(...counts)];
  return low === high ? `${low} frame(s)` : `${low}-${high} frames`;
}

/** Median and p95 until painted, with the median of the update itself. */
function appendSummary(timings: FrameTiming[]): string {
  const update = median(timings.map((timing) => timing.updateMs));
  return `${ms(median(times(timings)))} / ${ms(percentile(times(timings), 95))}; update ${ms(update)}`;
}

/** Median time and frames of restores, with the median end of their first frame (what shows first). */
function restoreSummary(timings: FrameTiming[]): string {
  const firstFrame = median(timings.map((timing) => timing.frameEnds[0]!));
  return `${ms(median(times(timings)))}, ${frames(timings)}; first frame ends at ${ms(firstFrame)}`;
}

/** The figures as a table with the targets beside them, then controls for reading them. */
export function formatTranscriptReport(figures: TranscriptFigures): string {
  const { throttle } = scenario;
  const long = count(scenario.messages);
  const appendMs = times(figures.appends);
  const appendMedian = median(appendMs);
  const appendP95 = percentile(appendMs, 95);
  const cold = median(times(figures.coldRestores));
  const warm = median(times(figures.warmRestores));
  const domSizes = figures.dom.map(({ count: dom }) => dom.document);
  const domRatio = Math.max(...domSizes) / Math.min(...domSizes);
  const n = (timings: FrameTiming[]) => timings.length;

  const rows: string[][] = [
    ['figure', 'measured', 'target'],
    [
      `append to ${long} messages, ${throttle}x CPU: median of ${n(figures.appends)}`,
      ms(appendMedian),
      `<= ${targets.appendMedian} ms`,
      verdict(appendMedian <= targets.appendMedian),
    ],
    [
      `append to ${long} messages, ${throttle}x CPU: p95 of ${n(figures.appends)}`,
      ms(appendP95),
      `<= ${targets.appendP95} ms`,
      verdict(appendP95 <= targets.appendP95),
    ],
    [
      `restore ${long} messages, first on a fresh page: median of ${n(figures.coldRestores)}`,
      restoreSummary(figures.coldRestores),
      `<= ${targets.restore} ms`,
      verdict(cold <= targets.restore),
    ],
    [
      `restore ${long} messages, repeated on one page: median of ${n(figures.warmRestores)}`,
      restoreSummary(figures.warmRestores),
      `<= ${targets.restore} ms`,
      verdict(warm <= targets.restore),
    ],
    [
      `DOM elements in the page at ${figures.dom.map((entry) => count(entry.messages)).join(' / ')} messages`,
      domSizes.map(count).join(' / '),
      `independent of length (within ${Math.round((targets.domRatio - 1) * 100)}%)`,
      verdict(domRatio <= targets.domRatio),
    ],
    [
      'for reading them: appends as median / p95 until painted; update = median time of the update itself (React render, commit and layout effects, with the layout they force)',
    ],
    [
      `  append to ${long}, ${throttle}x CPU`,
      `${appendSummary(figures.appends)}; slowest ${ms(Math.max(...appendMs))}; ${frames(figures.appends)}`,
    ],
    [`  append to ${long}, no throttling`, appendSummary(figures.unthrottledAppends)],
    [
      `  append to ${count(scenario.shortMessages)}, ${throttle}x CPU`,
      appendSummary(figures.shortAppends),
    ],
    [
      `  floor: a frame whose update changes nothing, ${throttle}x CPU`,
      appendSummary(figures.emptyFrames),
    ],
    [
      `  control: a <p> appended to a plain scrolling box (no React), ${throttle}x CPU`,
      appendSummary(figures.plainAppends),
    ],
    [
      `  control: a bare React list of the last 20 of ${long} (memoised rows, no virtualizer), ${throttle}x CPU`,
      appendSummary(figures.reactAppends),
    ],
    [
      `  restore ${long}, repeated, ${throttle}x CPU: median of ${n(figures.throttledRestores)}`,
      restoreSummary(figures.throttledRestores),
    ],
    [
      '  elements in the transcript / rendered rows, per length',
      figures.dom.map(({ count: dom }) => `${dom.transcript} / ${dom.rows}`).join(';  '),
    ],
  ];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.filter((row) => row.length > 1).map((row) => row[column]?.length ?? 0)),
  );
  const lines = rows.map((row) =>
    row
      .map((cell, column) => (column < 3 && row.length > 1 ? cell.padEnd(widths[column]!) : cell))
      .join('  ')
      .trimEnd(),
  );
  return [
    `Transcript in Chromium ${figures.browser}: TranscriptView, production React, 360x480 px.`,
    'Times run from the update, made at the start of a frame, to the end of the first frame after which the row is fully visible.',
    ...lines,
  ].join('\n');
}
