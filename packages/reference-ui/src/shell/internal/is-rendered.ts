import type { ReactNode } from 'react';

/** Whether a slot holds something React renders (booleans, `null`, `undefined` and `''` render nothing). */
export function isRendered(node: ReactNode): boolean {
  return node !== null && node !== undefined && typeof node !== 'boolean' && node !== '';
}
