import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Bus } from '../bus/bus.types';
import type { AppMachine } from '../machines/app/app.machine';

/** What `<CxProvider>` shares with the hooks below it. */
export interface CxContextValue {
  /** The bus. */
  bus: Bus;
  /** The app actor. */
  app: ActorRefFrom<AppMachine>;
}

/** React context of the cxkit provider; `null` outside it. */
export const CxContext = createContext<CxContextValue | null>(null);
