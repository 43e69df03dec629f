import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef } from 'react';
import { cxkitLogoAnatomy as anatomy } from './cxkit-logo.anatomy';

/** Props of {@link CxkitLogo}; other props go to its `<svg>`. */
export interface CxkitLogoProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Accessible name of the logo. @default 'cxkit' */
  label?: string;
}

/** The vendor logo of the footer: a speech-bubble mark and the 'cxkit' wordmark, as an inline SVG image. */
export function CxkitLogo({ label = 'cxkit', ...props }: CxkitLogoProps) {
  const svgProps = mergeProps(
    {
      ...anatomy.root.attrs,
      role: 'img',
      'aria-label': label,
      viewBox: '0 0 58 18',
      width: 58,
      height: 18,
      focusable: 'false',
    },
    props,
  );
  return (
    <svg {...svgProps}>
      <title>{label}</title>
      <path
        {...anatomy.mark.attrs}
        d="M3 1.5h10a2.5 2.5 0 0 1 2.5 2.5v6A2.5 2.5 0 0 1 13 12.5H8l-3.5 3v-3H3A2.5 2.5 0 0 1 .5 10V4A2.5 2.5 0 0 1 3 1.5z"
      />
      <text {...anatomy.wordmark.attrs} x="19" y="13.5">
        cxkit
      </text>
    </svg>
  );
}
