import { useApp } from '@cxkit/headless/react';
import { useDockedWindow } from '@cxkit/headless/react/dock';
import { useChat, type UseChatReturn } from '@cxkit/headless/react/chat';
import { useChatWidget, type UseChatWidgetReturn } from '@cxkit/headless/react/chat-widget';
import type { ChatOpenPrefill } from '@cxkit/headless/chat-widget';
import { useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { WidgetButton } from '../../shell/widget-button';
import { SiteOverlay, WidgetWindow, WindowAnnouncement } from '../../shell/widget-window';
import { visuallyHidden } from '../../shell/internal/visually-hidden';
import { ActionsMenu, type ActionsMenuProps } from '../actions-menu';
import { ChatInput } from '../chat-input';
import {
  AsyncCloseDialog,
  CloseWindowDialog,
  EndChatDialog,
  ErrorDialog,
  FileUploadFailedDialog,
  IdleAlertDialog,
  StartErrorDialog,
  SurveyOfferDialog,
} from '../dialogs';
import { PrechatForm, type PrechatFieldDefinition } from '../prechat-form';
import { useChatTranslate } from '../texts';
import { ChatTranscript } from '../transcript';
import { chatWindowAnatomy as anatomy } from './chat-widget.anatomy';
import { chatWidgetTexts } from './chat-widget.texts';

/** Props of {@link ChatWindow}. */
export interface ChatWindowProps {
  /** Title of the window (its accessible name). @default 'Live Chat' */
  title?: ReactNode;
  /** Adds the nickname field to the default form fields. @default false */
  nickname?: boolean;
  /** A form definition from configuration: these fields replace the default ones. */
  formDefinition?: readonly PrechatFieldDefinition[];
  /** User data sent with the start. */
  userData?: Record<string, string>;
  /** Offers the maximize toggle. @default true */
  maximizable?: boolean;
  /** Co-browse controls of the actions menu (the co-browse engine is the site's). */
  cobrowse?: Pick<
    ActionsMenuProps,
    'cobrowseAvailable' | 'cobrowseActive' | 'onCobrowseStart' | 'onCobrowseStop'
  >;
  /** Renders agent, bot and supervisor messages as markdown (`webchat.markdown`; loaded on first use). @default false */
  markdown?: boolean;
  /** Shows the actions menu by the message box (`webchat.actionsMenu`). @default true */
  actionsMenu?: boolean;
  /** Offers emojis in the actions menu (`webchat.emojis`). @default true */
  emojis?: boolean;
  /** Offers file upload in the actions menu where the back end takes files (`webchat.uploadsEnabled`). @default true */
  uploads?: boolean;
  /** Shows the remaining-characters counter as the visitor types (`webchat.charCountEnabled`). @default true */
  characterCounter?: boolean;
  /** Clock format of the transcript's times (`webchat.timeFormat`). @default the app's `timeFormat` */
  timeFormat?: 12 | 24;
  /** Content over the body while the site shows none of its own (`WebChat.showOverlay`), e.g. chat deflection's article. */
  overlay?: ReactNode;
  /** The window's root element. */
  ref?: Ref<HTMLElement>;
}

/** Whether a form holds a typed value (closing it then asks first). */
function isFilled(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some(
    (element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.type !== 'submit' &&
      element.value.trim() !== '',
  );
}

/** Opens a survey page in a new tab, without giving it a handle on this page. */
function openSurvey(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Start errors the form shows by its fields rather than in a dialog. */
const fieldErrorKeys = new Set([
  'webchat.codes.102',
  'webchat.codes.103',
  'webchat.codes.161',
  'webchat.codes.364',
]);

/** The dialog over the window: the widget's questions first, then the idle alert, then errors. */
function windowDialog(widget: UseChatWidgetReturn, chat: UseChatReturn): ReactNode {
  switch (widget.dialog) {
    case 'confirmEnd':
      return <EndChatDialog onConfirm={widget.confirm} onCancel={widget.cancel} />;
    case 'confirmClose':
      return <CloseWindowDialog onConfirm={widget.confirm} onCancel={widget.cancel} />;
    case 'asyncClose':
      return (
        <AsyncCloseDialog
          onEndChat={widget.closeAndEnd}
          onCloseWindow={widget.closeAndKeep}
          onCancel={widget.cancel}
        />
      );
    case 'survey': {
      const survey = chat.survey;
      return (
        <SurveyOfferDialog
          onAccept={() => {
            if (survey) openSurvey(survey.surveyUrl);
            widget.acceptSurvey();
          }}
          onDecline={widget.declineSurvey}
        />
      );
    }
    case 'none':
      break;
  }
  if (chat.idle) return <IdleAlertDialog notice={chat.idle} onConfirm={chat.dismissIdle} />;
  const error = chat.errors.find(
    (entry) =>
      entry.scope === 'chat' ||
      entry.scope === 'file' ||
      (entry.scope === 'start' && !fieldErrorKeys.has(entry.key)),
  );
  if (!error) return null;
  const dismiss = () => chat.dismissError(error.id);
  if (error.scope === 'file') {
    const upload = chat.uploads.findLast(
      (entry) => entry.status === 'failed' && entry.error?.key === error.key,
    );
    return (
      <FileUploadFailedDialog
        key={error.id}
        reason={error}
        fileName={upload?.fileName}
        onConfirm={() => {
          dismiss();
          if (upload) chat.dismissUpload(upload.id);
        }}
        onRetry={
          upload?.retryable
            ? () => {
                dismiss();
                chat.retryUpload(upload.id);
              }
            : undefined
        }
      />
    );
  }
  if (error.key === 'webchat.errors.StartFailed') {
    return <StartErrorDialog key={error.id} onConfirm={dismiss} />;
  }
  return <ErrorDialog key={error.id} error={error} onConfirm={dismiss} />;
}

/**
 * The connection line (lost, slow, restored), for the eyes, and its live region. The region is always
 * there, empty while connected: screen readers announce a change of text in a live region, not a
 * region that appears with its text already in it. In a window it lives outside the body, which a
 * dialog makes inert (and silent).
 */
function ConnectionLine({ state, text }: { state: string; text: string | undefined }) {
  return (
    <>
      <p {...anatomy.connection.attrs} data-state={state} aria-hidden="true">
        {text}
      </p>
      <WindowAnnouncement>
        <p {...anatomy.connectionStatus.attrs} role="status" style={visuallyHidden}>
          {text}
        </p>
      </WindowAnnouncement>
    </>
  );
}

const prechatTypes = new Set(['text', 'email', 'tel', 'select', 'checkbox']);

/** The pre-chat form an open brought (`WebChat.open({ formJSON })`), as the form's definition. */
function prefillFields(prefill: ChatOpenPrefill | undefined): PrechatFieldDefinition[] | undefined {
  return prefill?.fields?.map(({ type, label, validate, ...field }) => ({
    ...field,
    label: label ?? field.name,
    type: type && prechatTypes.has(type) ? (type as PrechatFieldDefinition['type']) : 'text',
    ...(validate ? { validate: (value: string) => validate(value, {}) } : {}),
  }));
}

/**
 * The chat window of the nearest `<ChatWidgetProvider>`: the pre-chat form, then the transcript,
 * the message input with its actions menu and the End Chat button; the widget's questions, the
 * idle alert and the errors as dialogs over it; the connection line; unread messages in the title
 * while minimized. Shown while the widget is open; docked when a `<DockProvider>` is present.
 */
export function ChatWindow({
  title,
  nickname,
  formDefinition,
  userData,
  maximizable = true,
  cobrowse,
  markdown = false,
  actionsMenu = true,
  emojis = true,
  uploads = true,
  characterCounter = true,
  timeFormat,
  overlay,
  ref,
}: ChatWindowProps) {
  const widget = useChatWidget();
  const chat = useChat();
  const t = useChatTranslate(chatWidgetTexts);
  // The widget registers its window with the dock while it shows; the view places and measures it.
  const dock = useDockedWindow(widget.name, widget.resize);
  const transition = useApp().transitionOf('webchat');
  const chatRef = useRef<HTMLDivElement>(null);
  if (!widget.isOpen) return null;

  const unread = widget.isMinimized ? widget.unread : 0;
  const unreadText =
    unread === 1 ? t('webchat.window.unreadOne') : t('webchat.window.unread', { count: unread });
  const notice = chat.connectionNotice;

  const window = (
    <WidgetWindow
      ref={ref}
      title={title ?? t('webchat.window.title')}
      badge={
        widget.isMinimized && (
          // A polite status: while minimized the transcript is hidden, so the count tells of new messages.
          <span {...anatomy.unread.attrs} role="status" data-state={unread > 0 ? 'unread' : 'read'}>
            {unread > 0 && (
              <>
                <span aria-hidden="true">{unread}</span>
                <span {...anatomy.unreadText.attrs} style={visuallyHidden}>
                  {unreadText}
                </span>
              </>
            )}
          </span>
        )
      }
      minimized={widget.isMinimized}
      onMinimizedChange={({ minimized }) => widget.minimize(minimized)}
      maximized={widget.maximized}
      onMaximizedChange={maximizable ? ({ maximized }) => widget.maximize(maximized) : undefined}
      onClose={widget.close}
      mobile={widget.mobile}
      transition={transition}
      // The message box when it takes text (a chat just started); else the transcript or the form.
      focusFallback={() =>
        chatRef.current?.querySelector<HTMLElement>('textarea[data-part="input"]:not(:disabled)')
      }
      loading={chat.status === 'starting' || chat.status === 'restoring' || widget.ending}
      dialog={windowDialog(widget, chat)}
      buttons={
        widget.screen === 'chat' &&
        chat.isActive && (
          <WidgetButton onClick={widget.requestEnd}>{t('webchat.window.endChat')}</WidgetButton>
        )
      }
      data-screen={widget.screen}
      hidden={widget.hidden || undefined}
      footer={!widget.overlay?.hideFooter}
      overlay={
        widget.overlay ? (
          <SiteOverlay
            html={widget.overlay.html}
            closeLabel={t('webchat.window.closeOverlay')}
            onClose={widget.hideOverlay}
          />
        ) : (
          overlay
        )
      }
    >
      {widget.screen === 'form' ? (
        <PrechatForm
          nickname={nickname}
          definition={prefillFields(widget.prefill) ?? formDefinition}
          userData={
            widget.prefill?.userData ? { ...userData, ...widget.prefill.userData } : userData
          }
          values={widget.prefill?.form}
          autoSubmit={widget.prefill?.autoSubmit}
          origin={widget.prefill?.form ? { ...widget.origin, prefilled: true } : widget.origin}
          onCancel={widget.close}
          onChange={(event: ChangeEvent<HTMLFormElement>) =>
            widget.setFormFilled(isFilled(event.currentTarget))
          }
        />
      ) : (
        <div {...anatomy.chat.attrs} ref={chatRef} data-state={chat.status}>
          <ConnectionLine
            state={notice ? chat.connection : 'connected'}
            text={notice && t(notice.key)}
          />
          <ChatTranscript markdown={markdown} timeFormat={timeFormat} />
          <ChatInput
            actions={actionsMenu && <ActionsMenu {...cobrowse} emojis={emojis} uploads={uploads} />}
            counter={characterCounter}
          />
        </div>
      )}
    </WidgetWindow>
  );
  return dock ? <div {...dock.getViewProps()}>{window}</div> : window;
}
