import type { SVGProps } from 'react';
import { Icon } from '../shell/internal/icons';

/** A sheet with a folded corner (attachments without an image); decorative, the link carries the name. */
export function FileIcon(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <Icon strokeLinejoin="round" {...props}>
      <path d="M4 1.75h5l3 3v9.5H4z" />
      <path d="M9 1.75v3h3M6 8.5h4M6 11h4" />
    </Icon>
  );
}
