export { menuAnatomy } from './menu.anatomy';
export {
  connect as connectMenu,
  menuIds,
  type MenuApi,
  type MenuContentProps,
  type MenuIds,
  type MenuItemProps,
  type MenuKeyboardEvent,
  type MenuState,
  type MenuTriggerProps,
} from './menu.connect';
export { menuMachine, type MenuMachine } from './menu.machine';
export type {
  MenuContext,
  MenuEmitted,
  MenuEvent,
  MenuFocusTarget,
  MenuInput,
  MenuItem,
  MenuOpenChangeDetails,
  MenuSelectDetails,
} from './menu.types';
