import type { SnapshotFrom } from 'xstate';
import { partButton, type PartButtonProps } from '../../services/anatomy/create-anatomy';
import type { SendMessageFile } from '../../services/send-message/send-message-service.manifest';
import { connectWindowForm, type FormApi, type FormInputProps } from '../form/form.connect';
import type { FormMachine } from '../form/form.machine';
import { sendMessageAnatomy as anatomy } from './send-message.anatomy';
import { errorLinesOf, totalSizeOf, type SendMessageErrorLine } from './send-message.logic';
import type { SendMessageMachine } from './send-message.machine';
import type { SendMessageButtonOptions } from './send-message.options';
import type {
  SendMessageError,
  SendMessageEvent,
  SendMessagePrefill,
  SendMessageWindowState,
} from './send-message.types';

/** The window's step: the form, the message on its way, the failure dialog over the form, the success view. */
export type SendMessageStep = 'form' | 'sending' | 'failed' | 'sent';

/** The slice of the send-message snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface SendMessageView {
  /** Base of the elements' ids. */
  id: string;
  /** The window's name (`SendMessage`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** Where the window is. */
  window: SendMessageWindowState;
  /** Whether the close question shows. */
  confirmingClose: boolean;
  /** The step. */
  step: SendMessageStep;
  /** The form's snapshot, while the window is not closed. */
  form: SnapshotFrom<FormMachine> | undefined;
  /** The files attached. */
  files: readonly SendMessageFile[];
  /** Whether the 'Attach files' link shows. */
  uploadsEnabled: boolean;
  /** Why the last send failed, while the failure dialog shows. */
  error: SendMessageError | undefined;
  /** The interaction the message created, once sent. */
  interactionId: string | undefined;
  /** Whether the side button shows. */
  buttonShown: boolean;
  /** The side button's settings (its effect). */
  button: SendMessageButtonOptions;
}

/** Picks the send-message view out of a snapshot. */
export function selectSendMessageView(snapshot: SnapshotFrom<SendMessageMachine>): SendMessageView {
  const { context } = snapshot;
  const window: SendMessageWindowState = snapshot.matches({ window: 'open' })
    ? 'open'
    : snapshot.matches({ window: 'minimized' })
      ? 'minimized'
      : 'closed';
  const step: SendMessageStep = snapshot.matches({ step: 'sending' })
    ? 'sending'
    : snapshot.matches({ step: 'failed' })
      ? 'failed'
      : snapshot.matches({ step: 'sent' })
        ? 'sent'
        : 'form';
  return {
    id: context.id,
    name: context.name,
    mobile: context.mobile,
    window,
    confirmingClose: snapshot.matches({ window: { open: 'confirmingClose' } }),
    step,
    form: context.form,
    files: context.files,
    uploadsEnabled: context.options.uploadsEnabled,
    error: step === 'failed' ? context.error : undefined,
    interactionId: context.interactionId,
    buttonShown: snapshot.matches({ button: 'shown' }),
    button: context.options.SendMessageButton,
  };
}

/** The ids of the window's elements. */
export function sendMessageIds(id: string) {
  return {
    form: `${id}-form`,
    fileInput: `${id}-file-input`,
    fileList: `${id}-file-list`,
    totalSize: `${id}-total-size`,
    success: `${id}-success`,
    dialogText: `${id}-dialog-text`,
    closeConfirmText: `${id}-close-confirm-text`,
  };
}

/** What the file input's change handler reads; the DOM's and React's events fit. */
export interface SendMessageFilesEvent {
  /** The input, with the files chosen. */
  target: { files: ArrayLike<SendMessageFile> | null; value: string };
}

/** Props for a field's input: the form's, disabled while sending. */
export type SendMessageInputProps = Omit<FormInputProps, 'disabled'> & {
  /** Set while the message is on its way (and for a read-only select). */
  disabled?: true;
};

/** The window's commands, booleans and prop getters. */
export interface SendMessageApi {
  /** Where the window is. */
  window: SendMessageWindowState;
  /** The window's name (`SendMessage`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Whether the window is open (not minimized). */
  isOpen: boolean;
  /** Whether it is minimized. */
  isMinimized: boolean;
  /** Whether the close question shows. */
  isConfirmingClose: boolean;
  /** Whether the message is on its way (the form is disabled). */
  isSending: boolean;
  /** Whether the success view shows. */
  isSent: boolean;
  /** The step. */
  step: SendMessageStep;
  /** The failure dialog's texts (i18n keys and values), while it shows; empty otherwise. */
  errors: readonly SendMessageErrorLine[];
  /** The files attached. */
  files: readonly SendMessageFile[];
  /** Their total size in bytes. */
  totalSize: number;
  /** Whether 'Attach files' shows. */
  canAttach: boolean;
  /** Whether the side button shows, and its settings. */
  isButtonShown: boolean;
  /** The side button's settings. */
  button: SendMessageButtonOptions;
  /** The form (fields, values, errors, prop getters), while the window is not closed. */
  form: FormApi | undefined;
  /** The ids of the window's elements. */
  ids: ReturnType<typeof sendMessageIds>;
  /** Opens the window (minimized on request), with what `SendMessage.open` brings. */
  open(options?: { minimized?: boolean; prefill?: SendMessagePrefill }): void;
  /** Closes it (asking first while a field holds a value). */
  close(): void;
  /** Minimizes, or restores with `false`; toggles without it. */
  minimize(minimized?: boolean): void;
  /** Reports the window's measured width (for the dock). */
  resize(width: number): void;
  /** Answers Close to the close question. */
  confirmClose(): void;
  /** Answers Cancel. */
  cancelClose(): void;
  /** Sends the form. */
  submit(): void;
  /** Attaches files (after those attached). */
  attach(files: readonly SendMessageFile[]): void;
  /** Removes the attached file at `index`. */
  removeFile(index: number): void;
  /** OK of the failure dialog: the form again, as it was. */
  dismissDialog(): void;
  /** Props for the window's body root. */
  getRootProps(): typeof anatomy.root.attrs & {
    'data-state': SendMessageWindowState;
    'data-step': SendMessageStep;
  };
  /** Props for the `<form>`: submit (Enter) and busy while sending. */
  getFormProps(): typeof anatomy.form.attrs & {
    id: string;
    noValidate: true;
    'aria-busy': true | undefined;
    onSubmit(event: { preventDefault(): void }): void;
  };
  /** Props for a field's input. */
  getInputProps(name: string): SendMessageInputProps;
  /** Props for the hidden `<input type="file" multiple>` that 'Attach files' opens. */
  getFileInputProps(): typeof anatomy.fileInput.attrs & {
    id: string;
    type: 'file';
    multiple: true;
    hidden: true;
    tabIndex: -1;
    'aria-hidden': true;
    disabled: true | undefined;
    onChange(event: SendMessageFilesEvent): void;
  };
  /** Props for 'Attach files' (a button that opens the file input: give it `onClick`, or use `getFileInputProps`' id). */
  getAttachProps(): typeof anatomy.attach.attrs & {
    type: 'button';
    'aria-controls': string;
    disabled: true | undefined;
  };
  /** Props for the list of files attached. */
  getFileListProps(): typeof anatomy.fileList.attrs & { id: string; 'aria-live': 'polite' };
  /** Props for one file's row. */
  getFileProps(index: number): typeof anatomy.file.attrs & { 'data-index': number };
  /** Props for one file's remove icon (its accessible name is the caller's, e.g. 'Remove note.txt'). */
  getFileRemoveProps(index: number): PartButtonProps<typeof anatomy.fileRemove> & {
    disabled: true | undefined;
  };
  /** Props for the total size. */
  getTotalSizeProps(): typeof anatomy.totalSize.attrs & { id: string };
  /** Props for Send. */
  getSubmitProps(): typeof anatomy.submit.attrs & {
    type: 'submit';
    form: string;
    disabled: true | undefined;
  };
  /** Props for the success view ('Your message has been sent...'). */
  getSuccessProps(): typeof anatomy.success.attrs & { id: string; role: 'status' };
  /** Props for Close of the success view. */
  getSuccessCloseProps(): PartButtonProps<typeof anatomy.successClose>;
  /** Props for the failure dialog's text. */
  getDialogTextProps(): typeof anatomy.dialogText.attrs & { id: string };
  /** Props for OK of the failure dialog. */
  getDialogDismissProps(): PartButtonProps<typeof anatomy.dialogDismiss>;
  /** Props for Close of the close question. */
  getCloseConfirmYesProps(): PartButtonProps<typeof anatomy.closeConfirmYes>;
  /** Props for Cancel of the close question. */
  getCloseConfirmNoProps(): PartButtonProps<typeof anatomy.closeConfirmNo>;
  /** Props for the 'Send Message' side button: it opens the window. */
  getSideButtonProps(): PartButtonProps<typeof anatomy.sideButton>;
}

/** Turns a send-message view and the actor's `send` into the {@link SendMessageApi}. */
export function connect(
  view: SendMessageView,
  send: (event: SendMessageEvent) => void,
): SendMessageApi {
  const ids = sendMessageIds(view.id);
  const sending = view.step === 'sending';
  const busy = sending || undefined;
  const form = connectWindowForm(view.form, send);
  const close = () => send({ type: 'window.close' });
  const submit = () => send({ type: 'form.submit' });
  const attach = (files: readonly SendMessageFile[]) => {
    if (files.length > 0) send({ type: 'files.add', files });
  };
  const open: SendMessageApi['open'] = (options = {}) =>
    send({
      type: 'window.open',
      ...(options.minimized ? { minimized: true } : {}),
      ...(options.prefill ? { prefill: options.prefill } : {}),
    });
  return {
    window: view.window,
    name: view.name,
    mobile: view.mobile,
    isOpen: view.window === 'open',
    isMinimized: view.window === 'minimized',
    isConfirmingClose: view.confirmingClose,
    isSending: sending,
    isSent: view.step === 'sent',
    step: view.step,
    errors: errorLinesOf(view.error),
    files: view.files,
    totalSize: totalSizeOf(view.files),
    canAttach: view.uploadsEnabled,
    isButtonShown: view.buttonShown,
    button: view.button,
    form,
    ids,
    open,
    close,
    minimize: (minimized) =>
      send({ type: 'window.minimize', ...(minimized === undefined ? {} : { minimized }) }),
    resize: (width) => send({ type: 'window.resize', width }),
    confirmClose: () => send({ type: 'close.confirm' }),
    cancelClose: () => send({ type: 'close.cancel' }),
    submit,
    attach,
    removeFile: (index) => send({ type: 'file.remove', index }),
    dismissDialog: () => send({ type: 'dialog.dismiss' }),
    getRootProps: () => ({
      ...anatomy.root.attrs,
      'data-state': view.window,
      'data-step': view.step,
    }),
    getFormProps: () => ({
      ...anatomy.form.attrs,
      id: ids.form,
      noValidate: true,
      'aria-busy': busy,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
    }),
    getInputProps: (name) => {
      if (!form)
        throw new Error('SendMessage: the form exists only while the window is not closed');
      const props = form.getInputProps(name);
      return sending ? { ...props, disabled: true as const } : props;
    },
    getFileInputProps: () => ({
      ...anatomy.fileInput.attrs,
      id: ids.fileInput,
      type: 'file',
      multiple: true,
      hidden: true,
      tabIndex: -1,
      'aria-hidden': true,
      disabled: busy,
      onChange: (event) => {
        attach(Array.from(event.target.files ?? []));
        // The same file chosen again must change the input again.
        event.target.value = '';
      },
    }),
    getAttachProps: () => ({
      ...anatomy.attach.attrs,
      type: 'button',
      'aria-controls': ids.fileInput,
      disabled: busy,
    }),
    getFileListProps: () => ({
      ...anatomy.fileList.attrs,
      id: ids.fileList,
      'aria-live': 'polite',
    }),
    getFileProps: (index) => ({ ...anatomy.file.attrs, 'data-index': index }),
    getFileRemoveProps: (index) => ({
      ...partButton(anatomy.fileRemove, () => send({ type: 'file.remove', index })),
      disabled: busy,
    }),
    getTotalSizeProps: () => ({ ...anatomy.totalSize.attrs, id: ids.totalSize }),
    getSubmitProps: () => ({
      ...anatomy.submit.attrs,
      type: 'submit',
      form: ids.form,
      disabled: busy,
    }),
    getSuccessProps: () => ({ ...anatomy.success.attrs, id: ids.success, role: 'status' }),
    getSuccessCloseProps: () => partButton(anatomy.successClose, close),
    getDialogTextProps: () => ({ ...anatomy.dialogText.attrs, id: ids.dialogText }),
    getDialogDismissProps: () =>
      partButton(anatomy.dialogDismiss, () => send({ type: 'dialog.dismiss' })),
    getCloseConfirmYesProps: () =>
      partButton(anatomy.closeConfirmYes, () => send({ type: 'close.confirm' })),
    getCloseConfirmNoProps: () =>
      partButton(anatomy.closeConfirmNo, () => send({ type: 'close.cancel' })),
    getSideButtonProps: () => partButton(anatomy.sideButton, () => open()),
  };
}
