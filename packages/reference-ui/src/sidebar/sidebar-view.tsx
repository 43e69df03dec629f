import type { SidebarChannel } from '@cxkit/headless/sidebar';
import { useSidebar, type UseSidebarReturn } from '@cxkit/headless/react/sidebar';
import type { Translate } from '@cxkit/headless/services';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { CloseIcon } from '../shell/internal/icons';
import { OverlayFrame } from '../views/overlay-frame';
import { SidebarIcon } from './sidebar-icons';
import { sidebarTexts } from './sidebar.texts';

/** A channel's label: the language pack's `sidebar.channel.<name>` when it has one, else its own. */
function labelOf(channel: SidebarChannel, t: Translate): string {
  const key = `sidebar.channel.${channel.name}`;
  const text = t(key);
  return text === key ? channel.displayName : text;
}

/** The desktop strip: one named button per channel; hover or focus expands it to show the names. */
function Strip({ api, t }: { api: UseSidebarReturn; t: Translate }) {
  return (
    <nav {...api.getRootProps()} aria-label={t('sidebar.strip')}>
      <ul {...api.getListProps()}>
        {api.channels.map((channel) => {
          const label = labelOf(channel, t);
          return (
            <li key={channel.name} {...api.getItemProps(channel.name)}>
              <button {...api.getButtonProps(channel.name)} aria-label={label}>
                <SidebarIcon {...api.getIconProps(channel.name)} name={channel.icon} />
                <span {...api.getLabelProps(channel.name)} aria-hidden="true">
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The mobile 'Need help?' list in the page's overlay frame (a modal dialog, APG: focus in, Tab kept
 * inside, Escape or the backdrop closes it, focus back on the branding button), the channels as buttons.
 */
function Menu({ api, t }: { api: UseSidebarReturn; t: Translate }) {
  const {
    role: _role,
    'aria-modal': _modal,
    onKeyDown: _escape,
    id,
    'aria-labelledby': labelledBy,
    ...menu
  } = api.getMenuProps();
  return (
    <OverlayFrame id={id} aria-labelledby={labelledBy} onDismiss={api.closeMenu}>
      <div {...menu}>
        <header data-scope="sidebar" data-part="menu-header">
          <h2 {...api.getMenuTitleProps()}>{t('sidebar.menuTitle')}</h2>
          <button {...api.getMenuCloseProps()} aria-label={t('sidebar.menuClose')}>
            <CloseIcon />
          </button>
        </header>
        <ul {...api.getMenuListProps()}>
          {api.channels.map((channel) => {
            const label = labelOf(channel, t);
            return (
              <li key={channel.name} {...api.getMenuItemProps(channel.name)}>
                <button {...api.getMenuButtonProps(channel.name)} aria-label={label}>
                  <SidebarIcon {...api.getIconProps(channel.name)} name={channel.icon} />
                  <span {...api.getLabelProps(channel.name)} aria-hidden="true">
                    {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </OverlayFrame>
  );
}

/**
 * The sidebar of the nearest `<SidebarProvider>` (spec 3, section 2): on desktop a 48 px strip of
 * channel buttons on the left or right that expands on hover to show their names; on mobile one
 * branding button that shows the 'Need help?' list of the channels over the page.
 */
export function SidebarView() {
  const api = useSidebar();
  const t = useAreaTranslate(sidebarTexts);
  if (!api.isOpen) return null;
  if (!api.isMobile) return <Strip api={api} t={t} />;
  return (
    <>
      <button {...api.getBrandingProps()} aria-label={t('sidebar.branding')}>
        <SidebarIcon name="agent" />
      </button>
      {api.isMenuOpen && <Menu api={api} t={t} />}
    </>
  );
}
