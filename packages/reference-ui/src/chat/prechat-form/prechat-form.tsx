import type { StartOrigin } from '@cxkit/headless/chat';
import { mergeProps } from '@cxkit/headless/react';
import {
  chatFormFieldMaxLength,
  useChat,
  useChatForm,
  type ChatFormField,
} from '@cxkit/headless/react/chat';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { useShell } from '../../shell/shell-context';
import { WidgetButton } from '../../shell/widget-button';
import { useChatTranslate } from '../texts';
import { prechatFormAnatomy as anatomy, userDataFieldAttrs } from './prechat-form.anatomy';
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
   * The field must be filled (a checkbox ticked) before the chat starts. A user-data field is
   * checked here ("(label) is required"); the start-form fields are the server's to check (codes
   * 102, 103, 161), and are marked required for assistive technologies. @default false
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

/** The field's value as the form holds it: a select's first option when none was given. */
function firstValue(field: PrechatFieldDefinition): string {
  return field.value ?? (field.type === 'select' ? (field.options?.[0]?.value ?? '') : '');
}

/** Props of {@link PrechatForm}; other props go to its `<form>`. */
export interface PrechatFormProps extends Omit<ComponentPropsWithRef<'form'>, 'children'> {
  /** Adds the nickname field to the default fields. @default false */
  nickname?: boolean;
  /** A form definition from configuration: these fields replace the default ones. */
  definition?: readonly PrechatFieldDefinition[];
  /** User data sent with the start (values of definition fields that are not start-form fields join it). */
  userData?: Record<string, string>;
  /** How the chat is being started (a proactive invitation, a prefilled form), for its metadata. */
  origin?: StartOrigin;
  /** Called by the Cancel button; the button shows only with this handler. */
  onCancel?: () => void;
}

/**
 * The pre-chat form: first name, last name, email and subject (and nickname when configured), or
 * the fields of a form definition (text boxes, selects, checkboxes), each at most 100 characters;
 * Cancel and Start Chat. Required user-data fields and fields with a `validate` are checked before
 * the start. The server's field errors (102, 103, 161, 364) mark their fields invalid and describe
 * them with their texts, or, for a field the definition leaves out, show above the buttons; after
 * a refused start the focus goes to the first field in error.
 */
export function PrechatForm({
  nickname = false,
  definition,
  userData,
  origin,
  onCancel,
  ...props
}: PrechatFormProps) {
  const t = useChatTranslate(prechatFormTexts);
  const { isMobile } = useShell();
  const { formErrors } = useChat();
  const fields = definition ?? (nickname ? withNickname : prechatDefaultFields);
  const [extra, setExtra] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.filter((field) => !isStartFormField(field.name)).map((f) => [f.name, firstValue(f)]),
    ),
  );
  // Errors found here before the start, by field name: an i18n key or text, and its values.
  const [checked, setChecked] = useState<Record<string, { key: string; label?: string }>>({});
  // Counts refused submits: the focus moves to the first error then, not when one error is fixed.
  const [refusals, setRefusals] = useState(0);
  const extraData = Object.fromEntries(
    Object.entries(extra)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const form = useChatForm({
    userData: { ...userData, ...extraData },
    origin,
    defaultValues: Object.fromEntries(
      fields.filter((field) => isStartFormField(field.name)).map((f) => [f.name, firstValue(f)]),
    ),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const focusFirstError = () =>
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  useEffect(() => {
    if (Object.keys(formErrors).length > 0) focusFirstError();
  }, [formErrors]);
  useEffect(() => {
    if (refusals > 0) focusFirstError();
  }, [refusals]);

  const valueOf = (field: PrechatFieldDefinition) =>
    (isStartFormField(field.name) ? form.values[field.name] : extra[field.name]) ?? '';
  const forget = (name: string) => {
    if (!checked[name]) return;
    setChecked((current) => {
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };
  const setExtraValue = (name: string, value: string) => {
    setExtra((current) => ({ ...current, [name]: value }));
    forget(name);
  };
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found: typeof checked = {};
    for (const field of fields) {
      const value = valueOf(field).trim();
      const label = t(field.label);
      if (field.required && !isStartFormField(field.name) && value === '') {
        found[field.name] = { key: 'webchat.prechat.fieldRequired', label };
      } else {
        // Legacy validators answer true or false; only false and a non-empty text refuse the start.
        const error = field.validate?.(value);
        if (typeof error === 'string' && error !== '') found[field.name] = { key: error };
        else if (error === false)
          found[field.name] = { key: 'webchat.prechat.fieldInvalid', label };
      }
    }
    setChecked(found);
    if (Object.keys(found).length === 0) return;
    // Not started: useChatForm's submit is skipped once the event is prevented.
    event.preventDefault();
    setRefusals((count) => count + 1);
  };

  // Server errors of start-form fields the definition leaves out show above the buttons.
  const shown = new Set(fields.map((field) => field.name));
  const unplaced = startFormFields
    .flatMap((name) => {
      const error = !shown.has(name) && isStartFormField(name) ? form.errorOf(name) : undefined;
      return error ? [error] : [];
    })
    // 161 marks first and last name with one text: say it once.
    .filter((error, index, all) => all.findIndex((other) => other.key === error.key) === index);
  const hasErrors =
    unplaced.length > 0 ||
    Object.keys(checked).length > 0 ||
    fields.some((field) => isStartFormField(field.name) && form.errorOf(field.name));
  const state = form.isSubmitting ? 'submitting' : hasErrors ? 'invalid' : 'idle';

  return (
    <form
      {...form.getFormProps(
        mergeProps({ ref: formRef, 'data-state': state, onSubmit: check }, props),
      )}
    >
      <div {...anatomy.fields.attrs}>
        {fields.map((field) => {
          const id = `${baseId}-${field.name}`;
          const errorId = `${id}-error`;
          const startField = isStartFormField(field.name) ? field.name : undefined;
          const serverError = startField ? form.errorOf(startField) : undefined;
          const ownError = checked[field.name];
          const error = serverError
            ? t(serverError.key, serverError.values)
            : ownError && t(ownError.key, { label: ownError.label ?? '' });
          const type = field.type ?? 'text';
          // Selects and checkboxes are user-data fields only: anything else is a text box.
          const textType = type === 'select' || type === 'checkbox' ? 'text' : type;
          const kind = startField || textType === type ? 'text' : type;
          const value = valueOf(field);
          const ours = {
            id,
            name: field.name,
            'data-layout': isMobile ? 'mobile' : 'desktop',
            'data-type': kind,
            readOnly: field.readOnly || undefined,
            'aria-required': field.required || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
          };
          const textProps = {
            ...ours,
            type: textType,
            placeholder: field.placeholder === undefined ? undefined : t(field.placeholder),
            autoComplete: field.autoComplete,
            maxLength: Math.min(field.maxLength ?? chatFormFieldMaxLength, chatFormFieldMaxLength),
          };
          const fieldProps = { ...userDataFieldAttrs, 'data-state': error ? 'invalid' : 'valid' };
          let control;
          if (startField) {
            const onChange = () => forget(field.name);
            control = <input {...form.getFieldProps(startField, { ...textProps, onChange })} />;
          } else if (kind === 'select') {
            control = (
              <select
                {...fieldProps}
                {...ours}
                value={value}
                disabled={field.readOnly || undefined}
                onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                  setExtraValue(field.name, event.target.value)
                }
              >
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </select>
            );
          } else if (kind === 'checkbox') {
            control = (
              <input
                {...fieldProps}
                {...ours}
                type="checkbox"
                value="true"
                checked={value === 'true'}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  if (!field.readOnly)
                    setExtraValue(field.name, event.target.checked ? 'true' : '');
                }}
              />
            );
          } else {
            control = (
              <input
                {...fieldProps}
                {...textProps}
                value={value}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  setExtraValue(field.name, event.target.value)
                }
              />
            );
          }
          return (
            <div
              key={field.name}
              {...anatomy.item.attrs}
              data-state={error ? 'invalid' : 'valid'}
              data-type={kind}
            >
              <label {...anatomy.label.attrs} htmlFor={id}>
                {t(field.label)}
              </label>
              {control}
              {error && (
                <p {...anatomy.error.attrs} id={errorId}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {unplaced.length > 0 && (
        <div {...anatomy.formError.attrs} role="alert">
          {unplaced.map((error) => (
            <p key={error.key}>{t(error.key, error.values)}</p>
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
