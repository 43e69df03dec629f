import type { RichMediaView } from '@cxkit/headless/react/rich-media';
import { useId } from 'react';
import { RichMediaComponent, styleOf } from './rich-media-component';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';

/** Props of {@link Attachments}. */
export interface AttachmentsProps {
  /** The attachments content. */
  view: RichMediaView;
}

/**
 * A row of attachments: a list of download links (`download`, `rel="noopener noreferrer"`, the
 * component's target), each with its picture or a generic file icon and its name. A refused
 * address gives a link that goes nowhere.
 */
export function Attachments({ view }: AttachmentsProps) {
  const titleId = useId();
  return (
    <div {...anatomy.root.attrs} data-kind="attachments" style={styleOf(view)}>
      {view.title ? (
        <p {...anatomy.title.attrs} id={titleId}>
          {view.title}
        </p>
      ) : null}
      <ul {...anatomy.attachments.attrs} aria-labelledby={view.title ? titleId : undefined}>
        {view.components.map((component) => (
          <li key={component.id}>
            <RichMediaComponent view={view} component={component} />
          </li>
        ))}
      </ul>
    </div>
  );
}
