import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { dockManagerMachine } from '../machines/dock-manager/dock-manager.machine';
import {
  dockManagerManifest,
  dockManagerPlugin,
} from '../machines/dock-manager/dock-manager.plugin';
import type {
  DockEntry,
  DockError,
  DockManagerInput,
} from '../machines/dock-manager/dock-manager.types';
import { CxContext } from './cx-context';
import { DockContext } from './use-dock-manager';

/** Props of {@link DockProvider}. */
export interface DockProviderProps extends Omit<DockManagerInput, 'mobile'> {
  /** Controlled mobile mode; when left out, the app's mobile mode inside `<CxProvider>`, else off. */
  mobile?: boolean;
  /** Called with `{ mobile }` when mobile mode switches. */
  onMobileChange?: (details: { mobile: boolean }) => void;
  /** Called with `{ entries, mobile }` after each change of the layout. */
  onChange?: (details: { entries: DockEntry[]; mobile: boolean }) => void;
  /** Called with the refused command's details (duplicate, without content, unknown view). */
  onError?: (details: DockError) => void;
  /** The widgets that dock views and side buttons. */
  children?: ReactNode;
}

/**
 * Creates one dock manager actor for the views and side buttons below. Settings (offsets, gap,
 * side button delay, clock) are read on mount. Inside `<CxProvider>` it follows the app's mobile
 * mode unless `mobile` is given, and is the bus's `WindowManager` plugin.
 */
export function DockProvider({
  mobile,
  onMobileChange,
  onChange,
  onError,
  children,
  ...options
}: DockProviderProps) {
  const cx = useContext(CxContext);
  const app = cx?.app;
  const bus = cx?.bus;
  const [input] = useState<DockManagerInput>(() => ({
    ...options,
    mobile: mobile ?? app?.getSnapshot().context.mobile ?? false,
  }));
  const dock = useActorRef(dockManagerMachine, { input });

  useEffect(() => {
    if (mobile !== undefined) {
      dock.send({ type: 'mobile.set', mobile });
      return undefined;
    }
    if (!app) return undefined;
    dock.send({ type: 'mobile.set', mobile: app.getSnapshot().context.mobile });
    const subscription = app.on('mobileMode', (event) =>
      dock.send({ type: 'mobile.set', mobile: event.mobile }),
    );
    return () => subscription.unsubscribe();
  }, [dock, app, mobile]);

  // On the bus as `WindowManager`, for plugins that dock by command; the first dock of a page takes it.
  useEffect(() => {
    if (!bus || bus.registry().some((plugin) => plugin.name === dockManagerManifest.name)) {
      return undefined;
    }
    return dockManagerPlugin.attach(bus, dock);
  }, [bus, dock]);

  // A layout effect, so that the views below, which register in passive effects, are heard from the start.
  useLayoutEffect(() => {
    const subscriptions = [
      dock.on('mobileMode', (event) => onMobileChange?.({ mobile: event.mobile })),
      dock.on('changed', (event) => onChange?.({ entries: event.entries, mobile: event.mobile })),
      dock.on('error', ({ code, plugin, viewType, message }) =>
        onError?.({ code, plugin, viewType, message }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dock, onMobileChange, onChange, onError]);

  return <DockContext value={dock}>{children}</DockContext>;
}
