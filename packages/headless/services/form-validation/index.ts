export { createFormValidation } from './form-validation';
export type {
  FieldEvent,
  FieldEventType,
  FieldRule,
  FieldState,
  FieldStatus,
  FormValidation,
  FormValidationOptions,
  FormValidationSnapshot,
  FormValues,
} from './form-validation';
