export { callUsAnatomy } from './call-us.anatomy';
export {
  callUsIds,
  connect as connectCallUs,
  selectCallUsView,
  type CallUsApi,
  type CallUsEntry,
  type CallUsView,
} from './call-us.connect';
export { registerLazyCallUs } from './call-us.lazy';
export {
  coBrowseOffline,
  coBrowseStateOf,
  isCoBrowseOffered,
  noCoBrowse,
  overlayArbiterOf,
  telHref,
} from './call-us.logic';
export { callUsMachine, type CallUsMachine } from './call-us.machine';
export { callUsManifest } from './call-us.manifest';
export {
  CallUsConfigError,
  callUsOptions,
  hasCallUsContent,
  resolveCallUsOptions,
  type CallUsContact,
  type CallUsOptions,
  type CallUsOptionsInput,
} from './call-us.options';
export { callUsPlugin, type CallUsTarget } from './call-us.plugin';
export { busCoBrowse, callUsWidget, type CallUsRuntimeInput } from './call-us.widget';
export type * from './call-us.types';
