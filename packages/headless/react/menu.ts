export { useMenu, type UseMenuOptions, type UseMenuReturn } from './use-menu';
export type {
  MenuItem,
  MenuOpenChangeDetails,
  MenuSelectDetails,
} from '../machines/menu/menu.types';
