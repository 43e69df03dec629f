import type { StartOrigin } from '@cxkit/headless/chat';
import { mergeProps } from '@cxkit/headless/react';
import {
  chatFormFieldMaxLength,
  formErrorText,
  useChat,
  useChatForm,
  type ChatFormField,
  type FormErrorMessages,
  type FormFieldDefinition,
} from '@cxkit/headless/react/chat';
import { useEffect, useRef, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { FieldControl } from '../../shell/internal/field-control';
import { useShell } from '../../shell/shell-context';
import { WidgetButton } from '../../shell/widget-button';
import { useChatTranslate } from '../texts';
import { prechatFormAnatomy as anatomy } from './prechat-form.anatomy';
import { prechatFormTexts } from './prechat-form.texts';

/** One choice of a `select` field. */
export interface PrechatFieldOption {
  /** The value sent in the user data. */
  value: string;
  /** What the visitor reads: a text, or an i18n key. */
  label: string;
}

/** One field of a pre-chat form definition (the legacy `formJSON` inputs). */
export interface PrechatFieldDefinition {
  /** A start-form field (`firstname`, `lastname`, `nickname`, `email`, `subject`), or else a user-data key. */
  name: string;
  /** The label, which is the field's accessible name: a text, or an i18n key. */
  label: string;
  /** The placeholder: a text, or an i18n key. */
  placeholder?: string;
  /**
   * The input's type. `select` (with `options`) and `checkbox` (sent as `'true'` when ticked) are
   * for user-data fields only; a start-form field is always a text box. @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'select' | 'checkbox';
  /** The choices of a `select`; the first is chosen unless `value` names another. */
  options?: readonly PrechatFieldOption[];
  /** The field's first value (`'true'` ticks a checkbox). */
  value?: string;
  /** Shows the first value without letting the visitor change it. @default false */
  readOnly?: boolean;
  /**
   * The field must be filled (a checkbox ticked) before the chat starts: an empty one shows
   * "(label) is required" and no start goes out. @default false
   */
  required?: boolean;
  /**
   * Checks the value before the chat starts, like the legacy `validate`: returns the error to show
   * (a text, or an i18n key), or `false` for "(label) is not valid"; `true`, `undefined`, `null`
   * and `''` mean the value is valid.
   */
  validate?: (value: string) => string | boolean | null | undefined;
  /** The longest value, at most 100 (spec 2, section 5). @default 100 */
  maxLength?: number;
  /** The input's `autocomplete` token, e.g. `given-name`. */
  autoComplete?: string;
}

/** The default fields of the pre-chat form (spec 2, section 2), in their order. */
export const prechatDefaultFields: readonly PrechatFieldDefinition[] = [
  {
    name: 'firstname',
    label: 'webchat.prechat.firstname',
    placeholder: 'webchat.prechat.required',
    required: true,
    autoComplete: 'given-name',
  },
  {
    name: 'lastname',
    label: 'webchat.prechat.lastname',
    placeholder: 'webchat.prechat.required',
    required: true,
    autoComplete: 'family-name',
  },
  {
    name: 'email',
    label: 'webchat.prechat.email',
    placeholder: 'webchat.prechat.optional',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'subject',
    label: 'webchat.prechat.subject',
    placeholder: 'webchat.prechat.optional',
    autoComplete: 'off',
  },
];

/** The nickname field, added after the last name when configured. */
export const prechatNicknameField: PrechatFieldDefinition = {
  name: 'nickname',
  label: 'webchat.prechat.nickname',
  placeholder: 'webchat.prechat.optional',
  autoComplete: 'nickname',
};

const withNickname = [
  ...prechatDefaultFields.slice(0, 2),
  prechatNicknameField,
  ...prechatDefaultFields.slice(2),
];

const startFormFields: readonly string[] = [
  'firstname',
  'lastname',
  'nickname',
  'email',
  'subject',
] satisfies ChatFormField[];

function isStartFormField(name: string): name is ChatFormField {
  return startFormFields.includes(name);
}

/** The form's texts of the errors it finds. */
const messages: FormErrorMessages = {
  required: 'webchat.prechat.fieldRequired',
  invalid: 'webchat.prechat.fieldInvalid',
};

/** A field of the definition as the headless form holds it. */
function formFieldOf(field: PrechatFieldDefinition): FormFieldDefinition {
  const type = field.type ?? 'text';
  // Selects and checkboxes are user-data fields only; anything else is a text box to the form,
  // which checks no address: the server's 364 says "Invalid email address", as it always has.
  const choice = (type === 'select' || type === 'checkbox') && !isStartFormField(field.name);
  return {
    ...field,
    type: choice ? type : 'text',
    maxLength: Math.min(field.maxLength ?? chatFormFieldMaxLength, chatFormFieldMaxLength),
    validate: field.validate && ((value) => field.validate?.(value)),
  };
}

/** Props of {@link PrechatForm}; other props go to its `<form>`. */
export interface PrechatFormProps extends Omit<ComponentPropsWithRef<'form'>, 'children'> {
  /** Adds the nickname field to the default fields. @default false */
  nickname?: boolean;
  /** A form definition from configuration: these fields replace the default ones. */
  definition?: readonly PrechatFieldDefinition[];
  /** User data sent with the start (values of definition fields that are not start-form fields join it). */
  userData?: Record<string, string>;
  /** Prefilled values by field name (`WebChat.open({ form: { firstname, ... } })`), over the definition's; read on mount. */
  values?: Readonly<Record<string, string | undefined>>;
  /** Start the chat at once when the prefilled values make a valid form (`form.autoSubmit`); read on mount. @default false */
  autoSubmit?: boolean;
  /** How the chat is being started (a proactive invitation, a prefilled form), for its metadata. */
  origin?: StartOrigin;
  /** Called by the Cancel button; the button shows only with this handler. */
  onCancel?: () => void;
}

/**
 * The pre-chat form: first name, last name, email and subject (and nickname when configured), or
 * the fields of a form definition (text boxes, selects, checkboxes), each at most 100 characters;
 * Cancel and Start Chat, on the headless form (`useChatForm`). Required fields and fields with a
 * `validate` are checked in the browser: a form in error sends no start, and focuses its first
 * field in error. The server's field errors (102, 103, 161, 364) mark their fields invalid and describe
 * them with their texts, or, for a field the definition leaves out, show above the buttons; after
 * a start the server refused the focus goes to the first field in error.
 */
export function PrechatForm({
  nickname = false,
  definition,
  userData,
  values,
  autoSubmit = false,
  origin,
  onCancel,
  ...props
}: PrechatFormProps) {
  const t = useChatTranslate(prechatFormTexts);
  const { isMobile } = useShell();
  const { formErrors } = useChat();
  const fields = definition ?? (nickname ? withNickname : prechatDefaultFields);
  const form = useChatForm({
    fields: fields.map(formFieldOf),
    defaultValues: values,
    autoSubmit,
    userData,
    origin,
    messages,
  });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // A refused start: the server's errors are shown once rendered, then the first is focused.
    if (Object.keys(formErrors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [formErrors]);

  // Server errors of start-form fields the definition leaves out show above the buttons.
  const shown = new Set(fields.map((field) => field.name));
  const unplaced = startFormFields
    .flatMap((name) => {
      const error = shown.has(name) ? undefined : form.errorOf(name);
      return error ? [error] : [];
    })
    // 161 marks first and last name with one text: say it once.
    .filter((error, index, all) => all.findIndex((other) => other.key === error.key) === index);
  const hasErrors = unplaced.length > 0 || fields.some((field) => form.errorOf(field.name));
  const state = form.isSubmitting ? 'submitting' : hasErrors ? 'invalid' : 'idle';

  return (
    <form {...form.getFormProps(mergeProps({ ref: formRef, 'data-state': state }, props))}>
      <div {...anatomy.fields.attrs}>
        {fields.map((field) => {
          const error = form.errorOf(field.name);
          const { type } = form.form.getField(field.name);
          const kind = type === 'select' || type === 'checkbox' ? type : 'text';
          const textType = field.type === 'email' || field.type === 'tel' ? field.type : 'text';
          const input = form.getFieldProps(field.name, {
            ...(kind === 'text' ? { type: textType } : {}),
            'data-layout': isMobile ? 'mobile' : 'desktop',
            'data-type': kind,
            placeholder: field.placeholder === undefined ? undefined : t(field.placeholder),
          });
          const control = <FieldControl type={kind} options={field.options} props={input} t={t} />;
          return (
            <div
              key={field.name}
              {...anatomy.item.attrs}
              data-state={error ? 'invalid' : 'valid'}
              data-type={kind}
            >
              <label {...form.getLabelProps(field.name, anatomy.label.attrs)}>
                {t(field.label)}
              </label>
              {control}
              {error && (
                <p {...form.getErrorProps(field.name, anatomy.error.attrs)}>
                  {formErrorText(error, t)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {unplaced.length > 0 && (
        <div {...anatomy.formError.attrs} role="alert">
          {unplaced.map((error) => (
            <p key={error.key}>{formErrorText(error, t)}</p>
          ))}
        </div>
      )}
      <div {...anatomy.buttons.attrs}>
        {onCancel && <WidgetButton onClick={onCancel}>{t('webchat.prechat.cancel')}</WidgetButton>}
        <WidgetButton
          variant="primary"
          type="submit"
          aria-disabled={form.isSubmitting || undefined}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            // Already starting: a second start would be refused.
            if (form.isSubmitting) event.preventDefault();
          }}
        >
          {t('webchat.prechat.submit')}
        </WidgetButton>
      </div>
    </form>
  );
}
