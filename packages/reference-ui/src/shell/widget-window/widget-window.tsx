import type { WidgetTransition } from '@cxkit/headless/app';
import { mergeProps, useControllableState } from '@cxkit/headless/react';
import {
  type CSSProperties,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CxkitLogo } from '../cxkit-logo';
import { CloseButton } from '../internal/close-button';
import { cycleTab } from '../internal/focusable';
import { MaximizeIcon, MinimizeIcon } from '../internal/icons';
import { isRendered } from '../internal/is-rendered';
import { useShell } from '../shell-context';
import { useFocusKeeper } from './use-focus-keeper';
import { useScrollTabStop } from './use-scroll-tab-stop';
import { useUncoveredFocus } from './use-uncovered-focus';
import { WindowAnnouncementsContext } from './window-announcements';
import { widgetWindowAnatomy as anatomy } from './widget-window.anatomy';

/** Details of a minimize or restore request. */
export interface MinimizedChangeDetails {
  /** Whether the window is to be minimized. */
  minimized: boolean;
}

/** Details of a maximize or restore-size request. */
export interface MaximizedChangeDetails {
  /** Whether the window is to be maximized. */
  maximized: boolean;
}

/** Props of {@link WidgetWindow}; other props go to its `<section>`. */
export interface WidgetWindowProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children'
> {
  /** Title shown in the title bar; it is the window's accessible name. */
  title: ReactNode;
  /** The window's body. */
  children?: ReactNode;
  /** The button area under the body, e.g. `WidgetButton`s. */
  buttons?: ReactNode;
  /** A `WidgetDialog` shown over the window; the rest of the window is inert while it shows. */
  dialog?: ReactNode;
  /**
   * Content over the body (a site's `showOverlay`): the body and the buttons are inert under it, and
   * the focus goes into it when it was in what it covers.
   */
  overlay?: ReactNode;
  /** Shows the 'Powered by' footer. @default true */
  footer?: boolean;
  /** Shows the loading screen over the body and marks the body busy. @default false */
  loading?: boolean;
  /** Controlled minimized state: only the title bar shows. */
  minimized?: boolean;
  /** Initial minimized state when uncontrolled. @default false */
  defaultMinimized?: boolean;
  /** Called when the minimize button is pressed; the button shows only with this handler. */
  onMinimizedChange?: (details: MinimizedChangeDetails) => void;
  /** Controlled maximized state: the window takes the larger size. @default false */
  maximized?: boolean;
  /** Called when the maximize toggle is pressed; the toggle shows only with this handler. */
  onMaximizedChange?: (details: MaximizedChangeDetails) => void;
  /** Shown in the title bar after the title, outside the window's name (e.g. an unread count). */
  badge?: ReactNode;
  /** Called when the close button is pressed; the button shows only with this handler. */
  onClose?: () => void;
  /** Full-screen mobile layout. @default the app's mobile mode */
  mobile?: boolean;
  /**
   * Where the focus goes when the element that had it in the window is removed, disabled or made
   * inert. @default the first tabbable element of the body, else of the window
   */
  focusFallback?: () => HTMLElement | null | undefined;
  /** How the window appears when it opens, e.g. the app's `transitionOf('webchat')`. @default a rise at the default speed */
  transition?: WidgetTransition;
}

/**
 * The common container of every widget: title bar with minimize and close buttons, body, button
 * area, 'Powered by' footer, loading screen and dialog layer. A labelled region, non-modal when
 * docked; full screen on mobile it keeps Tab inside, since it covers the page.
 */
export function WidgetWindow({
  title,
  children,
  buttons,
  dialog,
  overlay,
  footer = true,
  loading = false,
  minimized: minimizedProp,
  defaultMinimized = false,
  onMinimizedChange,
  maximized = false,
  onMaximizedChange,
  badge,
  onClose,
  mobile: mobileProp,
  focusFallback,
  transition,
  ...props
}: WidgetWindowProps) {
  const { translate, isMobile } = useShell();
  const [minimized, setMinimized] = useControllableState({
    value: minimizedProp,
    defaultValue: defaultMinimized,
    onChange: (next: boolean) => onMinimizedChange?.({ minimized: next }),
  });
  const titleId = useId();
  const state = minimized ? 'minimized' : 'open';
  const mobile = mobileProp ?? isMobile;
  const hasDialog = !minimized && isRendered(dialog);
  // The dialog is modal to the window, so everything but the dialog leaves the tab order and the accessibility tree.
  const chromeInert = hasDialog || undefined;
  const contentInert = hasDialog || loading || undefined;
  const hasOverlay = !minimized && isRendered(overlay);
  const coveredInert = contentInert || hasOverlay || undefined;
  const rootRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  // While loading, the focus waits on the loading status (it reads Loading), not on the page.
  const [loadingStatus, setLoadingStatus] = useState<HTMLDivElement | null>(null);
  const [announcements, setAnnouncements] = useState<HTMLDivElement | null>(null);
  const focusKeeper = useFocusKeeper(
    rootRef,
    hasOverlay ? overlayRef : bodyRef,
    !contentInert && !minimized,
    hasOverlay ? undefined : focusFallback,
    {
      spot: loadingStatus,
      now: loading && !minimized && !hasDialog,
    },
  );
  useScrollTabStop(bodyRef);

  // Full screen or maximized, the window covers the page: Tab stays in it rather than reaching
  // controls hidden behind it (WCAG 2.4.11). Minimize and Close still leave it; docked, the window
  // is not modal.
  const fullScreen = (mobile || maximized) && !minimized;
  // Docked or minimized to a bar, the window lies over the page, whose controls Tab still reaches.
  useUncoveredFocus(rootRef, !fullScreen);
  const rootProps = mergeProps(
    {
      ...anatomy.root.attrs,
      ...focusKeeper,
      onKeyDown: fullScreen
        ? (event: KeyboardEvent<HTMLElement>) => cycleTab(event, rootRef.current)
        : undefined,
      ref: rootRef,
      'data-state': state,
      'data-mobile': mobile || undefined,
      'data-maximized': maximized || undefined,
      'data-effect': transition?.effect,
      style: transition
        ? ({ '--cx-window-effect-duration': `${transition.duration}ms` } as CSSProperties)
        : undefined,
      'aria-labelledby': titleId,
    },
    props,
  );

  return (
    <section {...rootProps}>
      <div {...anatomy.titleBar.attrs} data-state={state} inert={chromeInert}>
        <h2 {...anatomy.title.attrs} id={titleId}>
          {title}
        </h2>
        {onMinimizedChange && (
          <button
            {...anatomy.minimizeTrigger.attrs}
            type="button"
            aria-label={translate('common.minimize')}
            aria-pressed={minimized}
            data-state={state}
            onClick={() => setMinimized(!minimized)}
          >
            <MinimizeIcon />
          </button>
        )}
        {isRendered(badge) && <span {...anatomy.badge.attrs}>{badge}</span>}
        {/* Full screen on mobile already: nothing to maximize. */}
        {onMaximizedChange && !minimized && !mobile && (
          <button
            {...anatomy.maximizeTrigger.attrs}
            type="button"
            aria-label={translate('common.maximize')}
            aria-pressed={maximized}
            data-state={maximized ? 'maximized' : 'normal'}
            onClick={() => onMaximizedChange({ maximized: !maximized })}
          >
            <MaximizeIcon />
          </button>
        )}
        {onClose && (
          <CloseButton
            attrs={anatomy.closeTrigger.attrs}
            label={translate('common.close')}
            onClick={onClose}
          />
        )}
      </div>
      {/* Minimized, the rest stays mounted but hidden: what the visitor typed in a form or the
          message box, and the transcript's place, are there again when the window opens. */}
      <div {...anatomy.main.attrs} hidden={minimized || undefined}>
        <div
          {...anatomy.body.attrs}
          ref={bodyRef}
          data-state={loading ? 'loading' : 'ready'}
          aria-busy={loading || undefined}
          inert={coveredInert}
        >
          <WindowAnnouncementsContext value={announcements}>{children}</WindowAnnouncementsContext>
        </div>
        {/* Outside the busy body (busy regions may be silenced) and always present, so that
            screen readers announce the text when loading starts. */}
        <div
          {...anatomy.loading.attrs}
          ref={setLoadingStatus}
          data-state={loading ? 'loading' : 'ready'}
          role="status"
          tabIndex={-1}
        >
          {loading && (
            <>
              <span {...anatomy.spinner.attrs} aria-hidden="true" />
              {translate('common.loading')}
            </>
          )}
        </div>
        {hasOverlay && (
          <div {...anatomy.overlay.attrs} ref={overlayRef} data-state="open" inert={contentInert}>
            {overlay}
          </div>
        )}
        {/* The body's live regions render here (useWindowAnnouncements): never inert. */}
        <div {...anatomy.announcements.attrs} ref={setAnnouncements} />
      </div>
      {isRendered(buttons) && (
        <div {...anatomy.buttons.attrs} hidden={minimized || undefined} inert={coveredInert}>
          {buttons}
        </div>
      )}
      {footer && (
        <div {...anatomy.footer.attrs} hidden={minimized || undefined} inert={chromeInert}>
          <span {...anatomy.poweredBy.attrs}>{translate('common.poweredBy')}</span>
          <CxkitLogo />
        </div>
      )}
      {hasDialog && (
        <div {...anatomy.dialogLayer.attrs} data-state="open">
          {dialog}
        </div>
      )}
    </section>
  );
}
