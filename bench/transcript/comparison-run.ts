// Drives the side-by-side scenario of issue 40 on the benchmark page and reports cxkit/control ratios.
import type { CDPSession, Page } from 'playwright-core';
import type { ComparedKind, FrameTiming, RestoreMode } from './page-api';

/** What issue 40 asks of cxkit against the control (largest ratios of the medians). */
export const comparisonTargets = {
  /** An append to cxkit's chat against one to the control. */
  append: 1.2,
  /** A restore of cxkit's chat against a mount of the control with the same messages. */
  restore: 1.5,
};

/** The comparison's sizes. */
export const comparisonScenario = {
  /** Transcript lengths compared. */
  sizes: [500, 2000, 5000],
  /** CPU slowdowns compared (CDP `Emulation.setCPUThrottlingRate`). */
  throttles: [1, 4],
  /** Restores of each kind per length and slowdown. */
  restores: 5,
  /** Appends to each kind per length and slowdown. */
  appends: 20,
};

/** Timings of the two kinds at one length and slowdown. */
export interface ComparisonCell {
  /** Messages in the transcript. */
  messages: number;
  /** CPU slowdown. */
  throttle: number;
  /** Restores into lists already on screen, empty (`fed`), per kind. */
  restores: Record<ComparedKind, FrameTiming[]>;
  /** Restores as a page load makes them (`mount`), per kind. */
  mountRestores: Record<ComparedKind, FrameTiming[]>;
  /** Appends, per kind. */
  appends: Record<ComparedKind, FrameTiming[]>;
}

const kinds: ComparedKind[] = ['cxkit', 'control'];

function restore(
  page: Page,
  kind: ComparedKind,
  count: number,
  mode: RestoreMode,
): Promise<FrameTiming> {
  return page.evaluate(
    ([which, messages, how]) => window.transcriptBench!.compareRestore(which, messages, how),
    [kind, count, mode] as const,
  );
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.transcriptBench!.settle());
}

/** One cell: restores taken in turns (each with the other kind unmounted), then appends in turns with both mounted. */
async function measureCell(
  page: Page,
  messages: number,
  throttle: number,
): Promise<ComparisonCell> {
  const cell: ComparisonCell = {
    messages,
    throttle,
    restores: { cxkit: [], control: [] },
    mountRestores: { cxkit: [], control: [] },
    appends: { cxkit: [], control: [] },
  };
  for (let run = 0; run < comparisonScenario.restores; run += 1) {
    for (const [mode, timings] of [
      ['fed', cell.restores],
      ['mount', cell.mountRestores],
    ] as const) {
      for (const kind of kinds) {
        await page.evaluate(() => window.transcriptBench!.compareUnmount());
        timings[kind].push(await restore(page, kind, messages, mode));
        await settle(page);
      }
    }
  }
  await page.evaluate(() => window.transcriptBench!.compareUnmount());
  for (const kind of kinds) {
    await restore(page, kind, messages, 'fed');
    await settle(page);
  }
  for (let run = 0; run < comparisonScenario.appends; run += 1) {
    for (const kind of kinds) {
      cell.appends[kind].push(
        await page.evaluate((which) => window.transcriptBench!.compareAppend(which), kind),
      );
      await settle(page);
    }
  }
  await page.evaluate(() => window.transcriptBench!.compareUnmount());
  return cell;
}

/** Runs every cell of the comparison on a loaded benchmark page; the page's CPU is slowed through `cdp`. */
export async function measureComparison(page: Page, cdp: CDPSession): Promise<ComparisonCell[]> {
  const cells: ComparisonCell[] = [];
  for (const throttle of comparisonScenario.throttles) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    try {
      for (const size of comparisonScenario.sizes)
        cells.push(await measureCell(page, size, throttle));
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }
  return cells;
}

function median(values: number[]): number {
  const ordered = [...values].sort((a, b) => a - b);
  const middle = ordered.length / 2;
  return ordered.length % 2
    ? ordered[Math.floor(middle)]!
    : (ordered[middle - 1]! + ordered[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const medianMs = (timings: FrameTiming[]) => median(timings.map((timing) => timing.ms));
const medianUpdate = (timings: FrameTiming[]) => median(timings.map((timing) => timing.updateMs));
const medianFrames = (timings: FrameTiming[]) => median(timings.map((timing) => timing.frames));
const summary = (timings: FrameTiming[]) =>
  `${ms(medianMs(timings))} (${medianFrames(timings)} fr, update ${ms(medianUpdate(timings))})`;

/** One line of the table: both medians, with the time of the update itself, and their ratio against its target. */
function line(
  label: string,
  timings: Record<ComparedKind, FrameTiming[]>,
  target: number,
): string[] {
  const [cxkit, control] = [medianMs(timings.cxkit), medianMs(timings.control)];
  const ratio = cxkit / control;
  return [
    label,
    summary(timings.cxkit),
    summary(timings.control),
    `${ratio.toFixed(2)}x`,
    `<= ${target}x ${ratio <= target ? 'met' : 'NOT met'}`,
  ];
}

/** The comparison as a table: per length and slowdown, medians of both kinds and their ratio. */
export function formatComparisonReport(cells: ComparisonCell[]): string {
  const rows: string[][] = [['figure', 'cxkit', 'control', 'ratio', 'target']];
  for (const cell of cells) {
    const where = `${cell.messages.toLocaleString('en')} messages, ${cell.throttle}x CPU`;
    rows.push(
      line(
        `restore ${where}: median of ${cell.restores.cxkit.length}`,
        cell.restores,
        comparisonTargets.restore,
      ),
      line(`  on mount (page load), ${where}`, cell.mountRestores, comparisonTargets.restore),
      line(
        `append to ${where}: median of ${cell.appends.cxkit.length}`,
        cell.appends,
        comparisonTargets.append,
      ),
    );
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return [
    'cxkit against a minimal React 19 + @tanstack/react-virtual list fed the same messages (issue 40).',
    'cxkit = ChatProvider (its session restores from a read of the messages, or receives each pushed one) + ChatTranscript.',
    'restore: into each list on screen and empty (cxkit: session.restore); on mount: cxkit mounts its provider, which restores, the control mounts with the messages.',
    'Medians from the update to the end of the first frame after which the last row is fully visible; fr = frames; update = the update itself.',
    ...rows.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
}
