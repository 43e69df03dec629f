import type { ChatMessage } from '../../transports/chat.types';

/** How a site's injected message looks (`WebChat.injectMessage({ bubble })`), read from its hints. */
export interface InjectedLook {
  /** Whether the row carries the site's own mark (`custom: true`), for the site's styles. */
  custom: boolean;
  /** Whether its text is the site's HTML, rendered sanitised. */
  html: boolean;
  /** The bubble's background colour (`bubble.fill`), when a plain CSS colour. */
  fill?: string;
  /** The bubble's corner radius (`bubble.radius`), when a plain CSS length. */
  radius?: string;
  /** Whether the sender's name shows (`bubble.name !== false`). */
  showName: boolean;
  /** Whether the time shows (`bubble.time !== false`). */
  showTime: boolean;
  /** The side it sits on (`bubble.direction`), when given. */
  direction?: 'left' | 'right';
}

// Values go into CSS custom properties: a colour or length word, never a url(), a var() or a second declaration.
const plainCssValue =
  /^(?:#[0-9a-f]{3,8}|[a-z-]+|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|\d+(?:\.\d+)?(?:px|em|rem|%)?(?:\s+\d+(?:\.\d+)?(?:px|em|rem|%)?){0,3})$/i;

function cssValue(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length <= 64 && plainCssValue.test(trimmed) ? trimmed : undefined;
}

/** The look of an injected message; `undefined` for every other message. */
export function injectedLook(message: ChatMessage): InjectedLook | undefined {
  if (!message.injected) return undefined;
  const hints = message.bubble ?? {};
  const fill = cssValue(hints['fill']);
  const radius = cssValue(hints['radius']);
  const direction = hints['direction'];
  return {
    custom: message.injected.custom,
    html: message.html,
    ...(fill ? { fill } : {}),
    ...(radius ? { radius } : {}),
    showName: hints['name'] !== false,
    showTime: hints['time'] !== false,
    ...(direction === 'left' || direction === 'right' ? { direction } : {}),
  };
}
