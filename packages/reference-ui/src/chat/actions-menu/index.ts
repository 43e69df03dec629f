export { actionsMenuAnatomy } from './actions-menu.anatomy';
export { actionsMenuTexts, type ActionsMenuTextKey } from './actions-menu.texts';
export {
  ActionsMenu,
  chatEmojis,
  type ActionsMenuOpenChangeDetails,
  type ActionsMenuProps,
  type EmojiSelectDetails,
} from './actions-menu';
