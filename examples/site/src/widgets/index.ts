import type { DemoWidget } from './demo-widget';
import { WelcomeWindow } from './welcome/welcome-window';

export type { DemoWidget, DemoWindowProps } from './demo-widget';

/** The widgets on the demo page, in page order; the first one docks rightmost. */
export const demoWidgets: readonly DemoWidget[] = [
  {
    id: 'welcome',
    nameKey: 'demo.welcome.name',
    descriptionKey: 'demo.welcome.description',
    Window: WelcomeWindow,
  },
];
