import {
  useRichMedia,
  type RichMediaComponentView,
  type RichMediaView,
} from '@cxkit/headless/react/rich-media';
import { useId, useState } from 'react';
import { ItemContent, styleOf } from './rich-media-component';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';
import { visuallyHidden } from '../shell/internal/visually-hidden';

/** Props of {@link VerticalList}. */
export interface VerticalListProps {
  /** The `list-vertical` or `single-selection-list` content. */
  view: RichMediaView;
}

interface SelectableItemProps {
  view: RichMediaView;
  component: RichMediaComponentView;
  /** `checkbox` in a vertical list, `radio` in a single-selection list. */
  type: 'checkbox' | 'radio';
  /** The radios' shared name. */
  name: string;
  checked: boolean;
  onToggle: () => void;
}

function SelectableItem({ view, component, type, name, checked, onToggle }: SelectableItemProps) {
  const { click } = useRichMedia(undefined);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasTitle = Boolean(component.title || component.text);
  const content = (
    <ItemContent component={component} titleId={titleId} descriptionId={descriptionId} />
  );
  return (
    <li
      {...anatomy.item.attrs}
      data-size={component.type === 'list-item-big' ? 'big' : 'normal'}
      data-state={checked ? 'selected' : 'unselected'}
      data-clickable={component.clickable || undefined}
      style={styleOf(component)}
    >
      {/* The native control keeps keyboard and screen-reader behaviour; the indicator shows it. */}
      <input
        {...anatomy.itemControl.attrs}
        id={id}
        type={type}
        name={type === 'radio' ? name : undefined}
        value={component.id}
        checked={checked}
        onChange={onToggle}
        aria-labelledby={hasTitle ? titleId : component.desc ? descriptionId : undefined}
        aria-describedby={hasTitle && component.desc ? descriptionId : undefined}
        style={visuallyHidden}
      />
      {component.clickable ? (
        <>
          <label {...anatomy.itemIndicator.attrs} htmlFor={id} data-type={type} />
          <button
            {...anatomy.itemAction.attrs}
            type="button"
            onClick={() => click(view, component)}
          >
            {content}
          </button>
        </>
      ) : (
        <label {...anatomy.itemAction.attrs} htmlFor={id}>
          <span {...anatomy.itemIndicator.attrs} data-type={type} aria-hidden="true" />
          {content}
        </label>
      )}
    </li>
  );
}

/**
 * A vertical list: title, description and a `<ul>` of items (image, title, description), each with
 * a selector: checkboxes in a `list-vertical`, radios in a `single-selection-list` (native inputs,
 * visually hidden behind their indicator). The selection stays in the view. An item with actions
 * is also a button that carries out its click; a list with actions makes its title one.
 */
export function VerticalList({ view }: VerticalListProps) {
  const { click } = useRichMedia(undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const name = useId();
  const titleId = useId();
  const single = view.kind === 'single-selection-list';
  const toggle = (id: string) =>
    setSelected((current) => {
      if (single) return new Set([id]);
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const items = view.components.filter(
    (component) => component.type === 'list-item' || component.type === 'list-item-big',
  );
  return (
    <div {...anatomy.root.attrs} data-kind={view.kind} style={styleOf(view)}>
      {view.title || view.desc ? (
        <div {...anatomy.body.attrs}>
          {view.title ? (
            <p {...anatomy.title.attrs} id={titleId}>
              {view.actions ? (
                <button {...anatomy.trigger.attrs} type="button" onClick={() => click(view)}>
                  {view.title}
                </button>
              ) : (
                view.title
              )}
            </p>
          ) : null}
          {view.desc ? <p {...anatomy.description.attrs}>{view.desc}</p> : null}
        </div>
      ) : null}
      <ul
        {...anatomy.list.attrs}
        data-selection={single ? 'single' : 'multiple'}
        aria-labelledby={view.title ? titleId : undefined}
      >
        {items.map((component) => (
          <SelectableItem
            key={component.id}
            view={view}
            component={component}
            type={single ? 'radio' : 'checkbox'}
            name={name}
            checked={selected.has(component.id)}
            onToggle={() => toggle(component.id)}
          />
        ))}
      </ul>
    </div>
  );
}
