import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The sidebar's parts and their `data-scope` / `data-part` attributes. */
export const sidebarAnatomy = createAnatomy('sidebar', {
  root: 'root',
  list: 'list',
  item: 'item',
  button: 'button',
  icon: 'icon',
  label: 'label',
  branding: 'branding',
  menu: 'menu',
  menuTitle: 'menu-title',
  menuList: 'menu-list',
  menuItem: 'menu-item',
  menuButton: 'menu-button',
  menuClose: 'menu-close',
});
