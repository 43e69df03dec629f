import { STATUS_CODES } from 'node:http';
import { defineSlice, type StateStore } from './state-store';

/** The HTTP answer a failing endpoint gives instead of its normal one. */
export interface FaultResponse {
  /** HTTP status code. */
  status: number;
  /** HTTP reason phrase. */
  statusText: string;
}

/** A fault armed on one endpoint. */
export interface ArmedFault extends FaultResponse {
  /** Key of the endpoint, `module/endpoint` (e.g. `glue/LogAction`). */
  key: string;
  /** How many more calls will fail. */
  remaining: number;
}

/** What to arm: the answer and for how many calls. */
export interface FaultSpec {
  /** HTTP status code to answer. */
  status: number;
  /** HTTP reason phrase; defaults to the standard phrase of `status`. */
  statusText?: string;
  /** Number of upcoming calls that fail. @default 1 */
  count?: number;
}

/** The failure knob shared by every module: makes the next N calls of an endpoint fail. */
export interface FaultInjector {
  /** Arms (or re-arms, replacing) a fault on the endpoint `key`. */
  arm(key: string, spec: FaultSpec): ArmedFault;
  /** Consumes one failing call of `key`, or returns undefined when none is armed. */
  take(key: string): FaultResponse | undefined;
  /** The faults still armed. */
  pending(): ArmedFault[];
}

const faultsSlice = defineSlice('faults', () => new Map<string, ArmedFault>());

/** Creates the fault injector over a store, so that resetting the store disarms every fault. */
export function createFaultInjector(store: StateStore): FaultInjector {
  return {
    arm(key, { status, statusText, count = 1 }) {
      const fault: ArmedFault = {
        key,
        status,
        statusText: statusText ?? STATUS_CODES[status] ?? 'Unknown',
        remaining: count,
      };
      store.get(faultsSlice).set(key, fault);
      return { ...fault };
    },
    take(key) {
      const faults = store.get(faultsSlice);
      const fault = faults.get(key);
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults.delete(key);
      return { status: fault.status, statusText: fault.statusText };
    },
    pending() {
      return [...store.get(faultsSlice).values()].map((fault) => ({ ...fault }));
    },
  };
}
