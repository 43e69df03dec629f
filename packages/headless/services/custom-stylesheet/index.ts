export {
  applyCustomStylesheet,
  type CustomStylesheetOptions,
  type StylesheetDocument,
} from './custom-stylesheet';
