/** Viewport width in CSS pixels below which widgets switch to mobile mode. */
export const mobileBreakpointPx = 600;

/** True when `width` is below the mobile breakpoint. */
export function isMobileWidth(width: number, breakpoint: number = mobileBreakpointPx): boolean {
  return width < breakpoint;
}
