export { randomId } from './random-id';
