export { formAnatomy } from './form.anatomy';
export {
  connect as connectForm,
  formIds,
  type FormApi,
  type FormErrorProps,
  type FormFieldProps,
  type FormFieldState,
  type FormIds,
  type FormInputEvent,
  type FormInputProps,
  type FormKeyEvent,
  type FormLabelProps,
  type FormRootProps,
  type FormState,
  type FormSubmitEvent,
  type FormSubmitProps,
} from './form.connect';
export { parseFormJSON, type FormJSONIssue, type ParseFormJSONResult } from './form.json';
export { formMachine, type FormMachine } from './form.machine';
export {
  fieldError,
  formErrorKeys,
  formErrorText,
  formFieldMaxLength,
  isEmailAddress,
  normalizeField,
} from './form.rules';
export type {
  FormContext,
  FormDefinition,
  FormEmitted,
  FormErrorMessages,
  FormErrorType,
  FormEvent,
  FormField,
  FormFieldDefinition,
  FormFieldError,
  FormFieldOption,
  FormFieldType,
  FormFieldValidator,
  FormInput,
  FormInvalidDetails,
  FormSubmitDetails,
  FormValues,
} from './form.types';
