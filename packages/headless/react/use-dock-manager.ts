import { useSelector } from '@xstate/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  type DockManagerApi,
  type DockViewModel,
  type DockViewProps,
  type SideButtonProps,
} from '../machines/dock-manager/dock-manager.connect';
import type { DockManagerMachine } from '../machines/dock-manager/dock-manager.machine';
import type { DockRegistration } from '../machines/dock-manager/dock-manager.types';
import { mergeProps } from './merge-props';

type DockSnapshot = SnapshotFrom<DockManagerMachine>;

/** React context of the dock provider; `null` outside it. */
export const DockContext = createContext<ActorRefFrom<DockManagerMachine> | null>(null);

/** What {@link useDockManager} returns: the dock api plus escape hatches. */
export interface UseDockManagerReturn extends DockManagerApi {
  /** The dock manager snapshot the api was built from. */
  snapshot: DockSnapshot;
  /** Sends an event to the dock manager actor. */
  send: ActorRefFrom<DockManagerMachine>['send'];
  /** The dock manager actor. */
  actorRef: ActorRefFrom<DockManagerMachine>;
}

/** The dock manager actor of the nearest `<DockProvider>`; throws a clear error outside it. */
export function useDockManagerActor(hook = 'useDockManager'): ActorRefFrom<DockManagerMachine> {
  const dock = useContext(DockContext);
  if (!dock) throw new Error(`${hook} must be used inside <DockProvider>`);
  return dock;
}

function sameLayout(a: DockSnapshot, b: DockSnapshot): boolean {
  return a.context.entries === b.context.entries && a.context.mobile === b.context.mobile;
}

/** The dock registry of the nearest `<DockProvider>`: views, offsets, mobile mode, commands and prop getters. */
export function useDockManager(): UseDockManagerReturn {
  const dock = useDockManagerActor();
  const snapshot = useSelector(dock, (current: DockSnapshot) => current, sameLayout);
  const api = useMemo(() => connect(snapshot, dock.send), [snapshot, dock]);
  return { ...api, snapshot, send: dock.send, actorRef: dock };
}

/** Options of {@link useDockView}: the view to register while the component is mounted. */
export type UseDockViewOptions = DockRegistration;

/** The props {@link useDockView} gives a view's element before the caller's are merged in. */
export type DockViewElementProps = (DockViewProps | SideButtonProps) & {
  /** Reports the element's measured width to the dock manager. */
  ref: (node: Element | null) => void;
};

/** What {@link useDockView} returns: the registered view and the props of its element. */
export interface UseDockViewReturn {
  /** The view's registry entry and style, once registered. */
  view: DockViewModel | undefined;
  /** Whether the view is shown (side buttons: once their delay has passed). */
  isVisible: boolean;
  /** Whether mobile mode applies. */
  isMobile: boolean;
  /** Shows a side button at once instead of after its delay. */
  show(): void;
  /** Props for the view's element: the dock's attributes and a ref that measures it; the caller's props merge in. */
  getViewProps<P extends object>(props?: P): Omit<DockViewElementProps, keyof P> & P;
}

/** Reports an element's width now and whenever it changes; returns the function that stops it. */
function observeWidth(node: Element, report: (width: number) => void): () => void {
  report(node.getBoundingClientRect().width);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry) report(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
  });
  observer.observe(node);
  return () => observer.disconnect();
}

/**
 * A ref for an element whose width, in whole CSS px, goes to `report` now and whenever it changes,
 * and again when one of `again` changes (what the width is reported for, e.g. the view's plugin).
 */
export function useMeasuredWidth(
  report: (width: number) => void,
  again: readonly unknown[] = [],
): (node: Element | null) => void {
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });
  const [node, setNode] = useState<Element | null>(null);
  useEffect(
    () => (node ? observeWidth(node, (width) => latest.current(Math.round(width))) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `again` is the caller's list of what a new measurement follows
    [node, ...again],
  );
  return setNode;
}

/** What {@link useDockedWindow} returns inside a `<DockProvider>`. */
export interface UseDockedWindowReturn {
  /** Props for the docked view's element: the dock's attributes and offset, and a ref that measures it; the caller's props merge in. */
  getViewProps<P extends object>(props?: P): Omit<DockViewElementProps, keyof P> & P;
}

/**
 * The docked view of a window whose machine registers it with the dock itself (a widget window's
 * `dockRegistration`, the chat window's): the dock's props for its element, and its measured width
 * for `resize`, which the machine passes on. `undefined` outside a `<DockProvider>`.
 */
export function useDockedWindow(
  plugin: string,
  resize: (width: number) => void,
): UseDockedWindowReturn | undefined {
  const actor = useContext(DockContext);
  const snapshot = useSelector(
    actor ?? undefined,
    (current: DockSnapshot | undefined) => current,
    (a, b) => a === b || (a !== undefined && b !== undefined && sameLayout(a, b)),
  );
  const ref = useMeasuredWidth(resize, [plugin]);
  if (!actor || !snapshot) return undefined;
  const ours = connect(snapshot, actor.send).getDockViewProps(plugin);
  return {
    getViewProps: <P extends object>(props: P = {} as P) =>
      mergeProps<DockViewElementProps, P>({ ...ours, ref }, props),
  };
}

/**
 * Registers a dock view or side button with the nearest `<DockProvider>` while the component is
 * mounted, reports its element's width for the layout, and deregisters it on unmount. The content
 * is read when registering; a change of plugin or view type registers again.
 */
export function useDockView(options: UseDockViewOptions): UseDockViewReturn {
  const actor = useDockManagerActor('useDockView');
  const dock = useDockManager();
  const { plugin, viewType = 'dockView' } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    actor.send({ type: 'view.register', ...latest.current, plugin, viewType });
    return () => actor.send({ type: 'view.deregister', plugin, viewType });
  }, [actor, plugin, viewType]);

  const setNode = useMeasuredWidth(
    (width) => actor.send({ type: 'view.resize', plugin, viewType, width }),
    [actor, plugin, viewType],
  );

  const show = useCallback(() => actor.send({ type: 'sideButton.show', plugin }), [actor, plugin]);
  const view = dock.getView(plugin, viewType);
  return {
    view,
    isVisible: view?.visible === true,
    isMobile: dock.isMobile,
    show,
    getViewProps<P extends object>(props: P = {} as P) {
      const ours =
        viewType === 'sideButton' ? dock.getSideButtonProps(plugin) : dock.getDockViewProps(plugin);
      return mergeProps<DockViewElementProps, P>({ ...ours, ref: setNode }, props);
    },
  };
}
