export { CoBrowse, type CoBrowseProps } from './cobrowse';
export type { CoBrowseCoreProps } from './cobrowse-core';
export { CoBrowseSessionBar, CoBrowseWarning } from './cobrowse-ui';
export { coBrowseTexts, type CoBrowseTextKey } from './cobrowse.texts';
