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
  type MouseEvent,
} from 'react';
import { useShell } from '../../shell/shell-context';
import { WidgetButton } from '../../shell/widget-button';
import { useChatTranslate } from '../texts';
import { prechatFormAnatomy as anatomy, userDataFieldAttrs } from './prechat-form.anatomy';
import { prechatFormTexts } from './prechat-form.texts';

/** One field of a pre-chat form definition. */
export interface PrechatFieldDefinition {
  /** A start-form field (`firstname`, `lastname`, `nickname`, `email`, `subject`), or else a user-data key. */
  name: string;
  /** The label, which is the field's accessible name: a text, or an i18n key. */
  label: string;
  /** The placeholder: a text, or an i18n key. */
  placeholder?: string;
  /** The input's type. @default 'text' */
  type?: 'text' | 'email' | 'tel';
  /** Marks the field as required for assistive technologies. @default false */
  required?: boolean;
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
 * the fields of a form definition, each at most 100 characters; Cancel and Start Chat. The server's
 * field errors (102, 103, 161, 364) mark their fields invalid and describe them with their texts;
 * after a refused start the focus goes to the first field in error.
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
  const [extra, setExtra] = useState<Record<string, string>>({});
  const extraData = Object.fromEntries(
    Object.entries(extra)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const form = useChatForm({ userData: { ...userData, ...extraData }, origin });
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const fields = definition ?? (nickname ? withNickname : prechatDefaultFields);

  useEffect(() => {
    if (Object.keys(formErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formErrors]);

  const hasErrors = fields.some(
    (field) => isStartFormField(field.name) && form.errorOf(field.name),
  );
  const state = form.isSubmitting ? 'submitting' : hasErrors ? 'invalid' : 'idle';

  return (
    <form {...form.getFormProps(mergeProps({ ref: formRef, 'data-state': state }, props))}>
      <div {...anatomy.fields.attrs}>
        {fields.map((field) => {
          const id = `${baseId}-${field.name}`;
          const errorId = `${id}-error`;
          const startField = isStartFormField(field.name) ? field.name : undefined;
          const error = startField ? form.errorOf(startField) : undefined;
          const ours = {
            id,
            type: field.type ?? 'text',
            placeholder: field.placeholder === undefined ? undefined : t(field.placeholder),
            autoComplete: field.autoComplete,
            'data-layout': isMobile ? 'mobile' : 'desktop',
            maxLength: Math.min(field.maxLength ?? chatFormFieldMaxLength, chatFormFieldMaxLength),
            'aria-required': field.required || undefined,
            'aria-describedby': error ? errorId : undefined,
          };
          const input = startField
            ? form.getFieldProps(startField, ours)
            : {
                ...userDataFieldAttrs,
                ...ours,
                name: field.name,
                value: extra[field.name] ?? '',
                'data-state': 'valid',
                onChange: (event: ChangeEvent<HTMLInputElement>) => {
                  const { value } = event.target;
                  setExtra((current) => ({ ...current, [field.name]: value }));
                },
              };
          return (
            <div key={field.name} {...anatomy.item.attrs} data-state={error ? 'invalid' : 'valid'}>
              <label {...anatomy.label.attrs} htmlFor={id}>
                {t(field.label)}
              </label>
              <input {...input} />
              {error && (
                <p {...anatomy.error.attrs} id={errorId}>
                  {t(error.key, error.values)}
                </p>
              )}
            </div>
          );
        })}
      </div>
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
