import { createContext, useContext } from 'react';

/**
 * The window's place for live announcements, outside its body: a dialog makes the body inert, and
 * an inert live region is out of the accessibility tree, so what arrived meanwhile went unsaid.
 */
export const WindowAnnouncementsContext = createContext<HTMLElement | null>(null);

/** The nearest window's place for live announcements, once mounted; `null` outside a window. */
export function useWindowAnnouncements(): HTMLElement | null {
  return useContext(WindowAnnouncementsContext);
}
