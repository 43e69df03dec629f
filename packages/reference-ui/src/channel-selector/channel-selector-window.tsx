import type { ChannelTile } from '@cxkit/headless/channel-selector';
import {
  useChannelSelector,
  type UseChannelSelectorReturn,
} from '@cxkit/headless/react/channel-selector';
import { useDockedWindow } from '@cxkit/headless/react/dock';
import { useSiteHtml } from '@cxkit/headless/react/markdown';
import { useApp } from '@cxkit/headless/react';
import type { Translate } from '@cxkit/headless/services';
import type { ReactNode, Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { WidgetWindow } from '../shell/widget-window';
import { ChannelIcon, channelIconOf } from './channel-icons';
import { channelSelectorWindowAnatomy as anatomy } from './channel-selector.anatomy';
import { channelSelectorTexts } from './channel-selector.texts';

/** Props of {@link ChannelSelectorWindow}. */
export interface ChannelSelectorWindowProps {
  /** Title of the window (its accessible name). @default 'Live Assistance' */
  title?: ReactNode;
  /** Full-screen mobile layout. @default the window's mobile mode (the app's) */
  mobile?: boolean;
  /** The window's root element. */
  ref?: Ref<HTMLElement>;
}

/** A channel's title: its i18n key's text when the app has one, else its display name, else its name. */
function titleOf(tile: ChannelTile, t: Translate): string {
  const { i18n, displayName } = tile.channel;
  if (i18n !== undefined) {
    const text = t(i18n);
    if (text !== i18n) return text;
  }
  return displayName ?? tile.name;
}

/** The site's own content of a tile (`html`), sanitised; the channel's title until the sanitiser has loaded. */
function TileHtml({ html, title }: { html: string; title: string }) {
  const { node, ready } = useSiteHtml(html);
  return (
    <span {...anatomy.html.attrs} data-state={ready ? 'ready' : 'loading'}>
      {ready ? node : title}
    </span>
  );
}

/** What a tile says of its wait: 'Available', 'Wait Time' with the minutes, or 'Unavailable'. */
function Status({
  api,
  tile,
  t,
}: {
  api: UseChannelSelectorReturn;
  tile: ChannelTile;
  t: Translate;
}) {
  const { status } = tile;
  if (status.kind === 'none' || status.kind === 'hidden') return null;
  let value: string;
  if (status.kind === 'available') value = t('channelSelector.available');
  else if (status.kind === 'unavailable') value = t('channelSelector.unavailable');
  else
    value =
      status.minutes === 1
        ? t('channelSelector.waitMinute')
        : t('channelSelector.waitMinutes', { minutes: status.minutes });
  const waiting = status.kind === 'warning' || status.kind === 'alert';
  return (
    <p {...api.getStatusProps(tile.name)}>
      {waiting && (
        <>
          <span {...anatomy.statusLabel.attrs}>{t('channelSelector.waitTime')}</span>{' '}
        </>
      )}
      <span {...anatomy.statusValue.attrs}>{value}</span>
    </p>
  );
}

/** One channel: a button (icon, title, subtitle, or the site's HTML) and its status. */
function Tile({
  api,
  tile,
  t,
}: {
  api: UseChannelSelectorReturn;
  tile: ChannelTile;
  t: Translate;
}) {
  const icon = channelIconOf(tile.channel);
  const { html, subtitle } = tile.channel;
  return (
    <li {...api.getItemProps(tile.name)}>
      <button {...api.getTileProps(tile.name)} className={`cx-${tile.name}`}>
        {html !== undefined ? (
          <TileHtml html={html} title={titleOf(tile, t)} />
        ) : (
          <>
            {icon && (
              <span {...anatomy.icon.attrs}>
                <ChannelIcon name={icon} />
              </span>
            )}
            <span {...anatomy.text.attrs}>
              <span {...anatomy.name.attrs}>{titleOf(tile, t)}</span>
              {subtitle !== undefined && <span {...anatomy.description.attrs}>{t(subtitle)}</span>}
            </span>
          </>
        )}
      </button>
      <Status api={api} tile={tile} t={t} />
    </li>
  );
}

/**
 * The channel selector ('Live Assistance') of the nearest `<ChannelSelectorProvider>`: 'How would
 * you like to get in touch?' over a list of tiles, one button per channel with its icon, title,
 * subtitle and wait ('Available', 'Wait Time N mins', 'Unavailable'); a tile at the maximum wait is
 * left out when configured so. Choosing one closes the window, then opens the channel. Shown while open.
 */
export function ChannelSelectorWindow({ title, mobile, ref }: ChannelSelectorWindowProps) {
  const api = useChannelSelector();
  const dock = useDockedWindow(api.name, api.resize);
  const t = useAreaTranslate(channelSelectorTexts);
  const transition = useApp().transitionOf('channelselector');
  if (!api.isOpen) return null;
  const window = (
    <WidgetWindow
      ref={ref}
      title={title ?? t('channelSelector.title')}
      onClose={api.close}
      mobile={mobile ?? api.mobile}
      transition={transition}
    >
      <div {...api.getRootProps()}>
        <p {...api.getSubtitleProps()}>{t('channelSelector.subtitle')}</p>
        <ul {...api.getListProps()}>
          {api.visibleTiles.map((tile) => (
            <Tile key={tile.name} api={api} tile={tile} t={t} />
          ))}
        </ul>
      </div>
    </WidgetWindow>
  );
  return dock ? <div {...dock.getViewProps()}>{window}</div> : window;
}
