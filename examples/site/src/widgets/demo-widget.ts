import type { ComponentType, Ref } from 'react';
import type { DemoTextKey } from '../demo-i18n';

/** Props every demo widget window takes from the page. */
export interface DemoWindowProps {
  /** Closes the window; the page then offers to open it again. */
  onClose: () => void;
  /** The window's root element, so the page can move focus into it when it opens. */
  ref?: Ref<HTMLElement>;
}

/** One widget shown on the demo page: a section in the page and a window in the dock. */
export interface DemoWidget {
  /** Stable id, used in element ids and test selectors. */
  id: string;
  /** Text key of the widget's name (its section heading). */
  nameKey: DemoTextKey;
  /** Text key of the section's description. */
  descriptionKey: DemoTextKey;
  /** The widget's window. */
  Window: ComponentType<DemoWindowProps>;
}
