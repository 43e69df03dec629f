import { useContext } from 'react';
import { CxContext, type CxContextValue } from './cx-context';

/** The provider's value; throws a clear error outside `<CxProvider>`. */
export function useCxContext(hook: string): CxContextValue {
  const value = useContext(CxContext);
  if (!value) throw new Error(`${hook} must be used inside <CxProvider>`);
  return value;
}
