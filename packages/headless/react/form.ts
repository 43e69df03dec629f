export { useForm, type UseFormOptions, type UseFormReturn } from './use-form';
export { formErrorText, parseFormJSON } from '../machines/form';
export type {
  FormDefinition,
  FormFieldDefinition,
  FormFieldError,
  FormInvalidDetails,
  FormSubmitDetails,
} from '../machines/form';
