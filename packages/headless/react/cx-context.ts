import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Bus } from '../bus/bus.types';
import type { AppMachine } from '../machines/app/app.machine';
import type { AppViews } from '../machines/view-reservation/view-arbiter';
import type { WindowGroup } from '../machines/widget-window/widget-window.types';

/** What `<CxProvider>` shares with the hooks below it. */
export interface CxContextValue {
  /** The bus. */
  bus: Bus;
  /** The app actor. */
  app: ActorRefFrom<AppMachine>;
  /** The app's windows (one contact channel open at a time, all closed by `App.closeAll`). */
  windows?: WindowGroup;
  /** The page's overlay and toaster arbiters. */
  views?: AppViews;
}

/** React context of the cxkit provider; `null` outside it. */
export const CxContext = createContext<CxContextValue | null>(null);
