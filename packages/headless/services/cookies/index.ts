export {
  cookieSizeLimit,
  createDocumentCookieBackend,
  createMemoryCookieBackend,
} from './cookie-backend';
export type {
  CookieBackend,
  CookieDocument,
  CookieWriteOptions,
  MemoryCookieBackendOptions,
} from './cookie-backend';
export { createCookieStore } from './cookie-store';
export type {
  CookieRemoveOptions,
  CookieSetOptions,
  CookieStore,
  CookieStoreOptions,
} from './cookie-store';
