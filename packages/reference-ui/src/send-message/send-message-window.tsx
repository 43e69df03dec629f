import { useApp } from '@cxkit/headless/react';
import { useDockedWindow } from '@cxkit/headless/react/dock';
import { useSendMessage, type UseSendMessageReturn } from '@cxkit/headless/react/send-message';
import { formatFileSize, type Translate } from '@cxkit/headless/services';
import { useRef, type ReactNode, type Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { FieldControl } from '../shell/internal/field-control';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { AlertOkDialog, CloseConfirmDialog } from '../shell/widget-dialog';
import { WidgetWindow } from '../shell/widget-window';
import { sendMessageWindowAnatomy as anatomy } from './send-message-window.anatomy';
import { sendMessageWindowTexts } from './send-message-window.texts';

/** Props of {@link SendMessageWindow}. */
export interface SendMessageWindowProps {
  /** Title of the window (its accessible name). @default 'Send Message' */
  title?: ReactNode;
  /** Full-screen mobile layout. @default the window's mobile mode (the app's) */
  mobile?: boolean;
  /** The window's root element. */
  ref?: Ref<HTMLElement>;
}

type Api = UseSendMessageReturn;

/** The form's fields: labels, inputs and the errors by their fields. */
function Fields({ api, t }: { api: Api; t: Translate }) {
  const form = api.form!;
  return (
    <div {...anatomy.fields.attrs}>
      {form.fields
        .filter((field) => field.type !== 'hidden')
        .map((field) => {
          const error = form.errorOf(field.name);
          const input = api.getInputProps(field.name);
          const shared = { ...input, ...anatomy.field.attrs, 'data-state': input['data-state'] };
          return (
            <div
              key={field.name}
              {...anatomy.item.attrs}
              data-state={error ? 'invalid' : 'valid'}
              data-type={field.type}
            >
              <label {...form.getLabelProps(field.name)} {...anatomy.label.attrs}>
                {t(field.label)}
              </label>
              <FieldControl type={field.type} options={field.options} props={shared} t={t} />
              {error && (
                <p {...form.getErrorProps(field.name)} {...anatomy.fieldError.attrs}>
                  {t(error.key, { label: t(error.label ?? field.label), ...error.values })}
                </p>
              )}
            </div>
          );
        })}
    </div>
  );
}

/** 'Attach files', the files attached with their sizes and remove icons, and the total size. */
function Attachments({ api, t }: { api: Api; t: Translate }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div {...anatomy.attachments.attrs}>
      <input ref={input} {...api.getFileInputProps()} />
      <button {...api.getAttachProps()} onClick={() => input.current?.click()}>
        {t('sendmessage.attachFiles')}
      </button>
      {api.files.length > 0 && (
        <>
          <ul {...api.getFileListProps()} aria-label={t('sendmessage.files')}>
            {api.files.map((file, index) => (
              <li key={`${index}-${file.name}`} {...api.getFileProps(index)}>
                <span {...anatomy.fileName.attrs}>{file.name}</span>
                <span {...anatomy.fileSize.attrs}>{formatFileSize(file.size)}</span>
                <button
                  {...api.getFileRemoveProps(index)}
                  aria-label={t('sendmessage.removeFile', { name: file.name })}
                >
                  <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                    <path
                      d="M4 4l8 8M12 4l-8 8"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <p {...api.getTotalSizeProps()}>
            {t('sendmessage.totalSize', { size: formatFileSize(api.totalSize) })}
          </p>
        </>
      )}
    </div>
  );
}

/** The failure dialog with its texts and OK; else the close question. */
function windowDialog(api: Api, t: Translate): ReactNode {
  if (api.step === 'failed') {
    return (
      <AlertOkDialog
        kind="send-message-failed"
        title={t('sendmessage.failedTitle')}
        ok={{ label: t('sendmessage.ok'), props: api.getDialogDismissProps() }}
        onDismiss={api.dismissDialog}
      >
        <div {...api.getDialogTextProps()}>
          {api.errors.map((line) => (
            <p key={line.key}>{t(line.key, line.values)}</p>
          ))}
        </div>
      </AlertOkDialog>
    );
  }
  if (api.isConfirmingClose) {
    return (
      <CloseConfirmDialog
        kind="send-message-close-confirm"
        title={t('sendmessage.closeConfirmTitle')}
        text={t('sendmessage.closeConfirm')}
        textId={api.ids.closeConfirmText}
        no={{ label: t('sendmessage.closeConfirmCancel'), props: api.getCloseConfirmNoProps() }}
        yes={{ label: t('sendmessage.closeConfirmClose'), props: api.getCloseConfirmYesProps() }}
        onCancel={api.cancelClose}
      />
    );
  }
  return null;
}

/**
 * The SendMessage window of the nearest `<SendMessageProvider>`: the form (First Name, Last Name,
 * Email, Subject, the message), 'Attach files' with the files, their remove icons and total size,
 * Send; 'Your message has been sent...' with Close; the failure dialog whose OK goes back to the
 * form as it was, and the close question. Shown while open.
 */
export function SendMessageWindow({ title, mobile, ref }: SendMessageWindowProps) {
  const api = useSendMessage();
  // The window registers itself with the dock while it shows; the view places and measures it.
  const dock = useDockedWindow(api.name, api.resize);
  const t = useAreaTranslate(sendMessageWindowTexts);
  const transition = useApp().transitionOf('sendmessage');
  if (api.window === 'closed' || !api.form) return null;

  const body = api.isSent ? (
    <div {...api.getSuccessProps()}>
      <p {...anatomy.successText.attrs}>{t('sendmessage.sent')}</p>
    </div>
  ) : (
    <form {...api.getFormProps()}>
      <Fields api={api} t={t} />
      {api.canAttach && <Attachments api={api} t={t} />}
    </form>
  );
  const buttons = api.isSent ? (
    <WidgetButton variant="primary" {...asWidgetButton(api.getSuccessCloseProps())}>
      {t('sendmessage.close')}
    </WidgetButton>
  ) : (
    <WidgetButton variant="primary" {...asWidgetButton(api.getSubmitProps())}>
      {t('sendmessage.submit')}
    </WidgetButton>
  );

  const window = (
    <WidgetWindow
      ref={ref}
      data-step={api.step}
      title={title ?? t('sendmessage.title')}
      minimized={api.isMinimized}
      onMinimizedChange={({ minimized }) => api.minimize(minimized)}
      onClose={api.close}
      mobile={mobile ?? api.mobile}
      transition={transition}
      loading={api.isSending}
      dialog={windowDialog(api, t)}
      buttons={buttons}
    >
      <div {...api.getRootProps()}>{body}</div>
    </WidgetWindow>
  );
  return dock ? <div {...dock.getViewProps()}>{window}</div> : window;
}
