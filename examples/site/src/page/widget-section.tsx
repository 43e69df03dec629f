import type { Ref } from 'react';
import { useDemoText } from '../demo-i18n';
import type { DemoWidget } from '../widgets';

/** Props of {@link WidgetSection}. */
export interface WidgetSectionProps {
  /** The widget the section presents. */
  widget: DemoWidget;
  /** Whether the widget's window is open in the dock. */
  open: boolean;
  /** Opens the window. */
  onOpen: () => void;
  /** The button that opens the window, which gets the focus when the window closes. */
  openerRef?: Ref<HTMLButtonElement>;
}

/** The page section of one widget: its name, what it shows, and the button that opens its window. */
export function WidgetSection({ widget, open, onOpen, openerRef }: WidgetSectionProps) {
  const text = useDemoText();
  const name = text(widget.nameKey);
  return (
    // Not a labelled region: the widget's window is the landmark that carries the widget's name.
    <section className="demo-section" data-widget={widget.id}>
      <h3>{name}</h3>
      <p>{text(widget.descriptionKey)}</p>
      <p className="demo-status">{text(open ? 'demo.widget.open' : 'demo.widget.closed')}</p>
      {!open && (
        <button ref={openerRef} type="button" className="demo-button" onClick={onOpen}>
          {text('demo.widget.openWindow', { name })}
        </button>
      )}
    </section>
  );
}
