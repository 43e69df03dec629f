import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** A 16 px stroke icon that follows the text colour; decorative (`aria-hidden`), its control carries the name. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The cross of close buttons; decorative, the button carries the name. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Icon>
  );
}

/** The bar of minimize buttons; decorative, the button carries the name. */
export function MinimizeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 12h9" />
    </Icon>
  );
}

/** The square of maximize toggles; decorative, the button carries the name. */
export function MaximizeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="9" height="9" rx="1" />
    </Icon>
  );
}

/** A speech bubble (the chat button). */
export function ChatIcon(props: IconProps) {
  return (
    <Icon strokeLinejoin="round" {...props}>
      <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
    </Icon>
  );
}

/** A plus (the chat's actions menu). */
export function ActionsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 3v10M3 8h10" />
    </Icon>
  );
}

/** An arrow to the right (the Send button). */
export function SendIcon(props: IconProps) {
  return (
    <Icon strokeLinejoin="round" {...props}>
      <path d="M2.5 8h9M8 3.5L12.5 8 8 12.5" />
    </Icon>
  );
}
