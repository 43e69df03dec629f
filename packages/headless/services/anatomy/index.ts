export { createAnatomy, partButton } from './create-anatomy';
export type { Anatomy, PartAttributes, PartButtonProps } from './create-anatomy';
