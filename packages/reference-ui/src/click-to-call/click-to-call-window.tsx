import { useApp } from '@cxkit/headless/react';
import { useClickToCall, type UseClickToCallReturn } from '@cxkit/headless/react/click-to-call';
import { useDockedWindow } from '@cxkit/headless/react/dock';
import type { Translate } from '@cxkit/headless/services';
import type { ReactNode, Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { FieldControl } from '../shell/internal/field-control';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { AlertOkDialog, CloseConfirmDialog } from '../shell/widget-dialog';
import { WidgetWindow } from '../shell/widget-window';
import { clickToCallWindowAnatomy as anatomy } from './click-to-call-window.anatomy';
import { clickToCallWindowTexts } from './click-to-call-window.texts';

/** Props of {@link ClickToCallWindow}. */
export interface ClickToCallWindowProps {
  /** Title of the window (its accessible name). @default 'ClickToCall' */
  title?: ReactNode;
  /** Full-screen mobile layout. @default the window's mobile mode (the app's) */
  mobile?: boolean;
  /** The window's root element. */
  ref?: Ref<HTMLElement>;
}

type Api = UseClickToCallReturn;

/** The registration form's fields: labels, inputs, errors by their fields (a server's on the phone). */
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
          const control: ReactNode = (
            <FieldControl type={field.type} options={field.options} props={shared} t={t} />
          );
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
              {control}
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

/** 'Dial in now' with the dial link, the 'Access Code', 'Number Expires in' and the spoken time left. */
function Display({ api, t }: { api: Api; t: Translate }) {
  const number = api.number!;
  return (
    <div {...api.getDisplayProps()}>
      <p {...anatomy.row.attrs}>
        <span {...anatomy.rowLabel.attrs}>{t('clicktocall.dialIn')}</span>
        <a {...api.getPhoneLinkProps()}>{number.phoneNumber}</a>
      </p>
      {api.isAccessCodeShown && (
        <p {...anatomy.row.attrs}>
          <span {...anatomy.rowLabel.attrs} id={`${api.ids.accessCode}-label`}>
            {t('clicktocall.accessCode')}
          </span>
          <span {...api.getAccessCodeProps()} aria-labelledby={`${api.ids.accessCode}-label`}>
            {number.accessCode}
          </span>
        </p>
      )}
      {api.isCountdownShown && api.countdown && (
        <p {...anatomy.row.attrs}>
          <span {...anatomy.rowLabel.attrs} id={`${api.ids.expiration}-label`}>
            {t('clicktocall.expiresIn')}
          </span>
          <span {...api.getExpirationProps()} aria-labelledby={`${api.ids.expiration}-label`}>
            {api.countdown.text}
          </span>
        </p>
      )}
      <p {...api.getAnnouncerProps()}>
        {api.announcement === undefined
          ? ''
          : t('clicktocall.expiresAnnouncement', { seconds: api.announcement })}
      </p>
    </div>
  );
}

/** The dialog over the form: the empty phone, the network failure; else the close question. */
function windowDialog(api: Api, t: Translate): ReactNode {
  if (api.dialog) {
    const invalid = api.dialog === 'invalid';
    return (
      <AlertOkDialog
        kind={`click-to-call-${api.dialog}`}
        title={t(invalid ? 'clicktocall.invalidTitle' : 'clicktocall.networkTitle')}
        ok={{ label: t('clicktocall.ok'), props: api.getDialogDismissProps() }}
        onDismiss={api.dismissDialog}
      >
        <p {...api.getDialogTextProps()}>
          {t(invalid ? 'clicktocall.phoneRequired' : 'clicktocall.networkFailure')}
        </p>
      </AlertOkDialog>
    );
  }
  if (api.isConfirmingClose) {
    return (
      <CloseConfirmDialog
        kind="click-to-call-close-confirm"
        title={t('clicktocall.closeConfirmTitle')}
        text={t('clicktocall.closeConfirm')}
        textId={api.ids.closeConfirmText}
        no={{ label: t('clicktocall.no'), props: api.getCloseConfirmNoProps() }}
        yes={{ label: t('clicktocall.yes'), props: api.getCloseConfirmYesProps() }}
        onCancel={api.cancelClose}
      />
    );
  }
  return null;
}

/**
 * The ClickToCall window of the nearest `<ClickToCallProvider>`: the registration form (first and
 * last name, the phone) with the wait row, Cancel and 'Request a number'; the display step ('Dial
 * in now' with the dial link, the 'Access Code', 'Number Expires in' with the countdown, Close);
 * 'Phone number has expired!' with 'Request a new number'; the invalid-form and network-failure
 * dialogs with OK, and the close question. Shown while open.
 */
export function ClickToCallWindow({ title, mobile, ref }: ClickToCallWindowProps) {
  const api = useClickToCall();
  // The window registers itself with the dock while it shows; the view places and measures it.
  const dock = useDockedWindow(api.name, api.resize);
  const t = useAreaTranslate(clickToCallWindowTexts);
  const transition = useApp().transitionOf('clicktocall');
  if (api.window === 'closed' || !api.form) return null;

  const onForm = api.step === 'registration' || api.step === 'requesting';
  const body = onForm ? (
    <form {...api.getFormProps()}>
      <Fields api={api} t={t} />
      {api.waitMinutes !== undefined && (
        <p {...api.getWaitTimeProps()}>
          <span {...anatomy.waitTimeLabel.attrs}>{t('clicktocall.waitTime')}</span>{' '}
          {t('clicktocall.waitMinutes', { minutes: api.waitMinutes })}
        </p>
      )}
    </form>
  ) : api.step === 'display' ? (
    <Display api={api} t={t} />
  ) : (
    <div {...api.getExpiredProps()}>
      <p {...anatomy.expiredText.attrs}>{t('clicktocall.expired')}</p>
    </div>
  );

  const buttons = onForm ? (
    <>
      <WidgetButton {...asWidgetButton(api.getCancelProps())}>
        {t('clicktocall.cancel')}
      </WidgetButton>
      <WidgetButton variant="primary" {...asWidgetButton(api.getSubmitProps())}>
        {t('clicktocall.submit')}
      </WidgetButton>
    </>
  ) : api.step === 'display' ? (
    <WidgetButton variant="primary" {...asWidgetButton(api.getDisplayCloseProps())}>
      {t('clicktocall.close')}
    </WidgetButton>
  ) : (
    <WidgetButton variant="primary" {...asWidgetButton(api.getRequestNewProps())}>
      {t('clicktocall.requestNew')}
    </WidgetButton>
  );

  const window = (
    <WidgetWindow
      ref={ref}
      data-step={api.step}
      title={title ?? t('clicktocall.title')}
      minimized={api.isMinimized}
      onMinimizedChange={({ minimized }) => api.minimize(minimized)}
      onClose={api.close}
      mobile={mobile ?? api.mobile}
      transition={transition}
      loading={api.isRequesting}
      dialog={windowDialog(api, t)}
      buttons={buttons}
    >
      <div {...api.getRootProps()}>{body}</div>
    </WidgetWindow>
  );
  return dock ? <div {...dock.getViewProps()}>{window}</div> : window;
}
