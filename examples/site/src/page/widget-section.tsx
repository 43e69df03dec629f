import type { Ref } from 'react';
import { useDemoText } from '../demo-i18n';
import type { DemoWidget } from '../widgets';

/** Props of {@link WidgetSection}. */
export interface WidgetSectionProps {
  /** The widget the section presents. */
  widget: DemoWidget;
  /** Whether the widget's window is open in the dock. */
  open: boolean;
  /** Reopens the window. */
  onOpen: () => void;
  /** The reopen button, which gets the focus when the window closes. */
  reopenRef?: Ref<HTMLButtonElement>;
}

/** The page section of one widget: its name, what it shows, and a way back to a closed window. */
export function WidgetSection({ widget, open, onOpen, reopenRef }: WidgetSectionProps) {
  const text = useDemoText();
  const name = text(widget.nameKey);
  return (
    // Not a labelled region: the widget's window is the landmark that carries the widget's name.
    <section className="demo-section" data-widget={widget.id}>
      <h3>{name}</h3>
      <p>{text(widget.descriptionKey)}</p>
      <p className="demo-status">{text(open ? 'demo.widget.open' : 'demo.widget.closed')}</p>
      {!open && (
        <button ref={reopenRef} type="button" className="demo-button" onClick={onOpen}>
          {text('demo.widget.reopen', { name })}
        </button>
      )}
    </section>
  );
}
