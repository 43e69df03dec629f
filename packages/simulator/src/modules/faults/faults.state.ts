import { defineSlice } from '../../engine/state-store';
import type { FaultAction } from './faults.schemas';

/** An armed fault. */
export interface ArmedRouteFault {
  /** Id, unique until the next reset (`fault-1`, ...). */
  id: string;
  /** Regular-expression source matched against the request path (without the query string). */
  route: string;
  /** What it does. */
  action: FaultAction;
  /** Delay in milliseconds (`delay`). */
  ms?: number;
  /** HTTP status answered (`error`). */
  status?: number;
  /** Chance that a matching request is hit, from 0 to 1. */
  probability: number;
  /** Hits left before the fault disarms itself; null for unlimited. */
  remaining: number | null;
  /** Whether it strikes after the request was processed (`delay`, `error`, `drop`). */
  after: boolean;
  /** Requests hit so far. */
  hits: number;
  /** ISO time it was armed. */
  armedAt: string;
}

/** A response kept so that `duplicate` can answer it again. */
export interface RecordedResponse {
  /** HTTP status. */
  status: number;
  /** Content type, if any. */
  contentType: string | undefined;
  /** Content disposition, if any. */
  contentDisposition: string | undefined;
  /** The body as sent. */
  payload: string | Buffer | null;
}

/** The fault module's state. */
export interface FaultsState {
  /** Armed faults, in the order they are tried. */
  faults: ArmedRouteFault[];
  /** Number of the next fault id. */
  nextId: number;
  /** The last genuine response per `METHOD path`. */
  responses: Map<string, RecordedResponse>;
}

/** Counts a hit of `fault`, disarming it when its count is used up. */
export function strikeFault(state: FaultsState, fault: ArmedRouteFault): void {
  fault.hits += 1;
  if (fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.faults = state.faults.filter((item) => item !== fault);
  }
}

/** The fault module's state slice. */
export const faultsState = defineSlice<FaultsState>('route-faults', () => ({
  faults: [],
  nextId: 1,
  responses: new Map(),
}));
