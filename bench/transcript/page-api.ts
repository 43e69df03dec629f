/** What one measured update took, from the start of a frame to the end of the frame that shows the row. */
export interface FrameTiming {
  /** Milliseconds from the update to the end of the frame in which the row is fully visible. */
  ms: number;
  /** Frames it took (1 = the row was painted in the frame of the update). */
  frames: number;
  /** Milliseconds from the update to the end of each of those frames. */
  frameEnds: number[];
  /** Milliseconds the update itself took (for React: render, commit and layout effects, with the layout they force). */
  updateMs: number;
}

/** Element counts of the page. */
export interface DomCount {
  /** `document.querySelectorAll('*').length`. */
  document: number;
  /** Elements inside the transcript. */
  transcript: number;
  /** Rendered rows. */
  rows: number;
}

/** The two lists issue 40 compares: cxkit's chat (session and transcript) and the TanStack Virtual control. */
export type ComparedKind = 'cxkit' | 'control';

/**
 * How a restore of the comparison starts: `mount` as a page load does (cxkit's provider mounts and
 * restores; the control mounts with the messages), `fed` into a list already on screen and empty.
 */
export type RestoreMode = 'mount' | 'fed';

/** The functions the benchmark page puts on `window.transcriptBench`. */
export interface TranscriptBenchPage {
  /** Unmounts the transcript and mounts it with `count` restored messages; resolves once the last is visible. */
  restore(count: number): Promise<FrameTiming>;
  /** Appends one message; resolves after the frame in which its row is fully visible. */
  append(): Promise<FrameTiming>;
  /** The floor: `count` frames whose update changes nothing, measured like an append. */
  emptyFrames(count: number): Promise<FrameTiming[]>;
  /** The control: `count` paragraphs appended one by one to a plain scrolling box (no React). */
  plainAppends(count: number): Promise<FrameTiming[]>;
  /** The React control: `count` appends to a bare React list showing the last 20 of `length` messages. */
  reactAppends(count: number, length: number): Promise<FrameTiming[]>;
  /** Waits until the transcript has stopped scrolling and measuring (a few quiet frames). */
  settle(): Promise<void>;
  /** Counts the page's elements. */
  domCount(): DomCount;
  /**
   * Restores `count` messages into `kind` (cxkit: a ChatProvider restoring its saved session from a
   * read of them; the control: the list given them), started as `mode` says; resolves once the last
   * is visible.
   */
  compareRestore(kind: ComparedKind, count: number, mode: RestoreMode): Promise<FrameTiming>;
  /** Appends one message to `kind` (cxkit: pushed to its session); resolves once it is visible. */
  compareAppend(kind: ComparedKind): Promise<FrameTiming>;
  /** Unmounts both lists of the comparison. */
  compareUnmount(): Promise<void>;
}

declare global {
  interface Window {
    /** Set by the benchmark page once it has loaded. */
    transcriptBench?: TranscriptBenchPage;
  }
}
