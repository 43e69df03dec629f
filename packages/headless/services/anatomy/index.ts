export { createAnatomy } from './create-anatomy';
export type { Anatomy, PartAttributes } from './create-anatomy';
