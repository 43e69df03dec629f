import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The window's place for live announcements, outside its body: a dialog makes the body inert, and
 * an inert live region is out of the accessibility tree, so what arrived meanwhile went unsaid.
 */
export const WindowAnnouncementsContext = createContext<HTMLElement | null>(null);

/** The nearest window's place for live announcements, once mounted; `null` outside a window. */
export function useWindowAnnouncements(): HTMLElement | null {
  return useContext(WindowAnnouncementsContext);
}

/** Renders a live region in the nearest window's place for announcements, or where it stands outside a window. */
export function WindowAnnouncement({ children }: { children: ReactNode }) {
  const slot = useWindowAnnouncements();
  return slot ? createPortal(children, slot) : children;
}
