import { mergeProps } from '@cxkit/headless/react';
import {
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { sideButtonAnatomy as anatomy } from './chat-button.anatomy';
import { useDockView } from '@cxkit/headless/react/dock';

/** How a side button appears once its delay has passed. */
export type SideButtonEffect = 'fade' | 'slide' | 'none';

/** Props of {@link SideButton}; other props go to its `<button>`. */
export interface SideButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Plugin the button belongs to; it registers with the dock manager under this name. */
  plugin: string;
  /** Visible text and accessible name of the button. */
  label: string;
  /** Decorative icon shown before the label. */
  icon?: ReactNode;
  /** How the button appears. @default 'fade' */
  effect?: SideButtonEffect;
  /** Length of the appearing effect in ms. @default 300 */
  effectDuration?: number;
}

/** Spec 2, section 9: the chat button's fade lasts 300 ms. */
const defaultEffectDuration = 300;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    return () => undefined;
  }
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/** Whether the visitor asked for less motion; always false on a server. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * A side button: it registers with the nearest `<DockProvider>` while mounted, stays hidden until
 * the dock's side button delay has passed, then appears with its effect (none when the visitor
 * prefers reduced motion).
 */
export function SideButton({
  plugin,
  label,
  icon,
  effect = 'fade',
  effectDuration = defaultEffectDuration,
  ...props
}: SideButtonProps) {
  const reducedMotion = useReducedMotion();
  const button = useDockView({ plugin, viewType: 'sideButton', content: label });
  const style = { '--cx-side-button-effect-duration': `${effectDuration}ms` } as CSSProperties;
  return (
    <button
      {...button.getViewProps(
        mergeProps(
          {
            ...anatomy.root.attrs,
            'data-effect': reducedMotion ? 'none' : effect,
            type: 'button' as const,
            style,
          },
          props,
        ),
      )}
    >
      {icon && (
        <span {...anatomy.icon.attrs} aria-hidden="true">
          {icon}
        </span>
      )}
      <span {...anatomy.label.attrs}>{label}</span>
    </button>
  );
}
