export { coBrowseAnatomy } from './cobrowse.anatomy';
export {
  coBrowseIds,
  coBrowseStateOf,
  connect as connectCoBrowse,
  selectCoBrowseView,
  type CoBrowseApi,
  type CoBrowseScriptState,
  type CoBrowseSessionState,
  type CoBrowseView,
} from './cobrowse.connect';
export { registerLazyCoBrowse } from './cobrowse.lazy';
export { coBrowseMachine, type CoBrowseMachine } from './cobrowse.machine';
export {
  coBrowseManifest,
  type CoBrowseSessionStarted,
  type CoBrowseState,
} from './cobrowse.manifest';
export {
  CoBrowseConfigError,
  coBrowseOptions,
  coBrowsePendingTime,
  coBrowseReadyTimeout,
  resolveCoBrowseOptions,
  scriptConfigOf,
  type CoBrowseOptions,
  type CoBrowseOptionsInput,
} from './cobrowse.options';
export { coBrowsePlugin, coBrowseStateOfTarget, type CoBrowseTarget } from './cobrowse.plugin';
export { createCoBrowseScriptLoader } from './cobrowse.script';
export { coBrowseWidget, type CoBrowseRuntimeInput } from './cobrowse.widget';
export type * from './cobrowse.types';
