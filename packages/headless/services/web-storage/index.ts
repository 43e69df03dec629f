export { browserStorage, createMemoryWebStorage, type WebStorage } from './web-storage';
