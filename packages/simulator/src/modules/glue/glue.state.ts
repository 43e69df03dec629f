import { defineSlice } from '../../engine/state-store';
import type { BodyIssue } from '../../http/json-body';
import type { GlueEndpoint } from './glue.schemas';

/** A glue call as the simulator received it. */
export interface GlueCall {
  /** Unique in the run (`glue-1`, `glue-2`, ...). */
  id: string;
  /** Which glue endpoint was called. */
  endpoint: GlueEndpoint;
  /** HTTP method. */
  method: string;
  /** Request path with its query string. */
  path: string;
  /** The JSON body as sent, the raw text when it was not JSON, or null when there was none. */
  body: unknown;
  /** When it arrived, as an ISO 8601 string from the simulator's clock. */
  receivedAt: string;
  /** Whether the body matched the endpoint's contract. */
  valid: boolean;
  /** Why the body was refused; empty when valid. */
  issues: BodyIssue[];
  /** HTTP status the simulator answered. */
  status: number;
}

/** The glue module's slice of the run state. */
export interface GlueState {
  /** Every call received since the last reset or clear, oldest first. */
  calls: GlueCall[];
  /** Number used for the next call id. */
  nextId: number;
}

/** The glue module's state slice. */
export const glueState = defineSlice<GlueState>('glue', () => ({ calls: [], nextId: 1 }));
