import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useMemo, useState, type Ref } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { DockManagerMachine } from '../machines/dock-manager/dock-manager.machine';
import {
  connect,
  selectWidgetWindowView,
  type WidgetWindowApi,
  type WidgetWindowLabels,
  type WidgetWindowProps,
  type WidgetWindowView,
} from '../machines/widget-window/widget-window.connect';
import {
  widgetWindowMachine,
  type WidgetWindowMachine,
} from '../machines/widget-window/widget-window.machine';
import type { WidgetWindowInput } from '../machines/widget-window/widget-window.types';
import { mergeProps } from './merge-props';
import { sameFields } from './same-fields';
import { DockContext, useMeasuredWidth } from './use-dock-manager';
import {
  useAppMobileMode,
  useWindowSurroundings,
  type WindowSurroundings,
} from './use-window-parts';

/** Options of {@link useWidgetWindow}: the machine's input (read on mount) and the labels. */
export interface UseWidgetWindowOptions
  extends Omit<WidgetWindowInput, 'dock'>, WindowSurroundings {
  /** The controls' accessible names and the answers' texts (translated). @default English */
  labels?: Partial<WidgetWindowLabels>;
}

/** The props {@link useWidgetWindow}'s `getWindowProps` gives before the caller's are merged in. */
export type WidgetWindowElementProps = Omit<WidgetWindowProps, 'style'> & {
  /** Where it was dragged to, or its dock offset (`right` and `--cx-dock-offset`). */
  style: Record<string, string>;
  /** Measures the window for the dock. */
  ref: Ref<HTMLElement>;
};

type Getters = Pick<
  WidgetWindowApi,
  | 'getTitleProps'
  | 'getMinimizeButtonProps'
  | 'getCloseButtonProps'
  | 'getBodyProps'
  | 'getDragHandleProps'
  | 'getMoveButtonProps'
  | 'getConfirmDialogProps'
  | 'getConfirmTextProps'
  | 'getConfirmButtonProps'
  | 'getCancelButtonProps'
>;

/** Prop getters that merge the caller's props (their handlers run first; ours are skipped once they prevent the default). */
type MergingGetters = {
  [Key in keyof Getters]: <P extends object>(
    props?: P,
  ) => Omit<ReturnType<Getters[Key]>, keyof P> & P;
};

/** What {@link useWidgetWindow} returns: the window api with merging prop getters, plus escape hatches. */
export interface UseWidgetWindowReturn
  extends Omit<WidgetWindowApi, keyof Getters | 'getWindowProps'>, MergingGetters {
  /** Props for the window's element: ours, a ref that measures it for the dock, and the caller's. */
  getWindowProps<P extends object>(props?: P): Omit<WidgetWindowElementProps, keyof P> & P;
  /** The window view the api was built from. */
  snapshot: WidgetWindowView;
  /** Sends an event to the window actor. */
  send: ActorRefFrom<WidgetWindowMachine>['send'];
  /** The window actor (`actorRef.on('closed', ...)` for its events). */
  actorRef: ActorRefFrom<WidgetWindowMachine>;
}

const dockOffsetOf = (plugin: string) => (snapshot: SnapshotFrom<DockManagerMachine> | undefined) =>
  snapshot?.context.entries.find(
    (entry) => entry.plugin === plugin && entry.viewType === 'dockView',
  )?.position;

/**
 * A widget window (`widgetWindowMachine`) for a component: open, minimized or closed, the close
 * question, mobile full screen, dragging, docked with the nearest `<DockProvider>` and following the
 * app's mobile mode inside `<CxProvider>`. The input is read on mount.
 */
export function useWidgetWindow(options: UseWidgetWindowOptions): UseWidgetWindowReturn {
  const { dock: dockOption, labels, ...input } = options;
  const dockManager = useContext(DockContext);
  const surroundings = useWindowSurroundings(options);
  const [machineInput] = useState<WidgetWindowInput>(() => ({ ...input, ...surroundings }));
  const actorRef = useActorRef(widgetWindowMachine, { input: machineInput });
  const view = useSelector(actorRef, selectWidgetWindowView, sameFields);
  const docked = dockOption === undefined ? (dockManager ?? undefined) : undefined;
  const dockOffset = useSelector(docked, dockOffsetOf(view.name));

  useAppMobileMode(actorRef);

  const setNode = useMeasuredWidth(
    (width) => actorRef.send({ type: 'window.resize', width }),
    [actorRef],
  );

  return useMemo(() => {
    const api = connect(view, actorRef.send, labels);
    const merging =
      <Key extends keyof Getters>(key: Key) =>
      <P extends object>(props: P = {} as P) =>
        mergeProps(api[key]() as ReturnType<Getters[Key]>, props);
    const dockStyle: Record<string, string> =
      dockOffset !== undefined && !view.position && !view.fullScreen
        ? { right: `${dockOffset}px`, '--cx-dock-offset': `${dockOffset}px` }
        : {};
    return {
      ...api,
      getWindowProps: <P extends object>(props: P = {} as P) => {
        const ours = api.getWindowProps();
        const style: Record<string, string> = { ...dockStyle, ...ours.style };
        return mergeProps<WidgetWindowElementProps, P>({ ...ours, style, ref: setNode }, props);
      },
      getTitleProps: merging('getTitleProps'),
      getMinimizeButtonProps: merging('getMinimizeButtonProps'),
      getCloseButtonProps: merging('getCloseButtonProps'),
      getBodyProps: merging('getBodyProps'),
      getDragHandleProps: merging('getDragHandleProps'),
      getMoveButtonProps: merging('getMoveButtonProps'),
      getConfirmDialogProps: merging('getConfirmDialogProps'),
      getConfirmTextProps: merging('getConfirmTextProps'),
      getConfirmButtonProps: merging('getConfirmButtonProps'),
      getCancelButtonProps: merging('getCancelButtonProps'),
      snapshot: view,
      send: actorRef.send,
      actorRef,
    };
  }, [view, actorRef, labels, dockOffset, setNode]);
}
