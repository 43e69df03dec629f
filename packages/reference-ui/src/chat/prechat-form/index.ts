export { prechatFormAnatomy } from './prechat-form.anatomy';
export { prechatFormTexts, type PrechatFormTextKey } from './prechat-form.texts';
export {
  PrechatForm,
  prechatDefaultFields,
  prechatNicknameField,
  type PrechatFieldDefinition,
  type PrechatFormProps,
} from './prechat-form';
