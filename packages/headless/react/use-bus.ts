import type { Bus } from '../bus/bus.types';
import { useCxContext } from './use-cx-context';

/** The bus of the nearest `<CxProvider>`. */
export function useBus(): Bus {
  return useCxContext('useBus').bus;
}
