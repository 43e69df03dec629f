import {
  busAvailability,
  type CalendarAvailabilityService,
  type CalendarSelection,
} from '@cxkit/headless/calendar';
import { callbackAnatomy, callbackErrorTexts, type CallbackError } from '@cxkit/headless/callback';
import { useApp, useBus } from '@cxkit/headless/react';
import {
  CalendarProvider,
  useCalendar,
  type CalendarProviderProps,
} from '@cxkit/headless/react/calendar';
import { useCallbackWidget, type UseCallbackWidgetReturn } from '@cxkit/headless/react/callback';
import { useDockedWindow } from '@cxkit/headless/react/dock';
import type { Translate } from '@cxkit/headless/services';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useAreaTranslate } from '../../chat/texts/use-area-translate';
import { useShell } from '../../shell/shell-context';
import { FieldControl } from '../../shell/internal/field-control';
import { asWidgetButton, WidgetButton } from '../../shell/widget-button';
import { AlertOkDialog, CloseConfirmDialog } from '../../shell/widget-dialog';
import { SiteOverlay, WidgetWindow } from '../../shell/widget-window';
import { ScheduleCalendar } from '../calendar';
import { callbackWindowAnatomy as anatomy } from './callback-window.anatomy';
import { callbackWindowTexts } from './callback-window.texts';

/** Props of {@link CallbackWindow}. */
export interface CallbackWindowProps {
  /** Title of the window (its accessible name). @default 'Receive a Call' */
  title?: ReactNode;
  /** The calendar's availability. @default the bus's `CallbackService.availability` */
  availability?: CalendarAvailabilityService;
  /** The calendar's settings (`_genesys.widgets.calendar`) and clock, read when 'Pick date & time' is first chosen. */
  calendar?: Omit<CalendarProviderProps, 'availability' | 'children' | 'texts'>;
  /** Full-screen mobile layout. @default the window's mobile mode (the app's) */
  mobile?: boolean;
  /** Shows the calendar at once when 'Pick date & time' is chosen, before the date field is pressed. @default false */
  defaultCalendarShown?: boolean;
  /** The window's root element. */
  ref?: Ref<HTMLElement>;
}

type Api = UseCallbackWidgetReturn;

/** The table's codes by their English text: a field error the form holds reads in the visitor's language. */
const codeOfText = new Map<string, string>(
  Object.entries(callbackErrorTexts).map(([code, text]) => [text, code]),
);

/** The dialog's text: the table's code in the visitor's language, or the server's own message. */
function errorText(error: CallbackError, t: Translate): string {
  if (error.code === 'server' || error.code === 'tooManyRequests') return error.text;
  return t(`callback.errors.${error.code}`);
}

/** A time picked without the calendar (a prefill): weekday, day, month and a 12-hour time. */
function pickedText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(date);
  return `${day} - ${time}`;
}

/** The calendar's choice as the date field shows it, e.g. 'Tomorrow - 3 Dec - 09:30 AM'. */
function selectionText(selection: CalendarSelection): string {
  return `${selection.dayString} - ${selection.dateString} - ${selection.timeString}`;
}

/** The form's fields: labels, inputs, the phone with its country list, errors by their fields. */
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
          const isPhone = input.inputMode === 'tel';
          let control: ReactNode = (
            <FieldControl type={field.type} options={field.options} props={shared} t={t} />
          );
          if (isPhone && api.hasCountryCodes) {
            const select = api.getCountrySelectProps();
            control = (
              <div {...anatomy.phone.attrs}>
                <select {...select} aria-label={t('callback.country')}>
                  {api.countries.map((country) => {
                    const option = api.getCountryOptionProps(country);
                    return (
                      <option key={country.code} {...option}>
                        {option.label}
                      </option>
                    );
                  })}
                </select>
                {control}
              </div>
            );
          }
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
                  {t(
                    codeOfText.has(error.key)
                      ? `callback.errors.${codeOfText.get(error.key)}`
                      : error.key,
                    {
                      label: t(error.label ?? field.label),
                      ...error.values,
                    },
                  )}
                </p>
              )}
            </div>
          );
        })}
    </div>
  );
}

/** Reports each slot the calendar chooses, and generates its days when it first shows. */
function CalendarPicker({
  shown,
  onPick,
  onCancel,
  t,
}: {
  shown: boolean;
  onPick: (selection: CalendarSelection) => void;
  onCancel: () => void;
  t: Translate;
}) {
  const calendar = useCalendar();
  const pick = useRef(onPick);
  pick.current = onPick;
  const { actorRef, status, generate } = calendar;
  useEffect(() => {
    const subscription = actorRef.on('selectedDateTime', (event) => pick.current(event));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  useEffect(() => {
    if (shown && status === 'idle') generate();
  }, [shown, status, generate]);
  if (!shown) return null;
  return (
    <div {...anatomy.calendar.attrs}>
      <ScheduleCalendar
        onCancel={onCancel}
        texts={{
          title: t('callback.calendar.title'),
          cancel: t('callback.calendar.cancel'),
          visitorTime: t('callback.calendar.visitorTime'),
        }}
      />
    </div>
  );
}

/** The calendar's texts in the visitor's language. */
function calendarTexts(t: Translate): CalendarProviderProps['texts'] {
  const keys = [
    'today',
    'tomorrow',
    'availabilityError',
    'okay',
    'days',
    'times',
    'loading',
    'noSlots',
    'morning',
    'afternoon',
    'evening',
    'allDay',
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`callback.calendar.${key}`)]));
}

/** 'When should we call you?': the choice, the 'Select Date & Time' field, the wait row. */
function Timing({
  api,
  t,
  dateText,
  onOpenCalendar,
  dateRef,
}: {
  api: Api;
  t: Translate;
  dateText: string;
  onOpenCalendar: () => void;
  dateRef: Ref<HTMLInputElement>;
}) {
  const both = api.isAsapOffered && api.isScheduleOffered;
  const date = api.getDateTimeProps();
  const open = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpenCalendar();
  };
  return (
    <div {...callbackAnatomy.timing.attrs} data-state={api.timing}>
      <p {...anatomy.timingLabel.attrs} id={api.ids.timingLabel}>
        {t('callback.timing')}
      </p>
      {both ? (
        <select {...api.getTimingSelectProps()}>
          <option {...api.getTimingOptionProps('asap')}>{t('callback.asap')}</option>
          <option {...api.getTimingOptionProps('scheduled')}>{t('callback.pickDateTime')}</option>
        </select>
      ) : (
        <p {...anatomy.timingValue.attrs} aria-hidden={api.timing === 'scheduled' || undefined}>
          {api.timing === 'asap' ? t('callback.asap') : null}
        </p>
      )}
      {api.timing === 'scheduled' && (
        <>
          <label {...anatomy.dateTimeLabel.attrs} htmlFor={date.id}>
            {t('callback.selectDateTime')}
          </label>
          <input
            {...date}
            ref={dateRef}
            value={dateText}
            placeholder={t('callback.selectDateTime')}
            disabled={api.isSubmitting || undefined}
            onClick={onOpenCalendar}
            onKeyDown={open}
          />
          <p {...api.getTimeErrorProps()}>{t('callback.selectDateTime')}</p>
        </>
      )}
      {api.waitMinutes !== undefined && (
        <p {...api.getWaitTimeProps()}>
          <span {...anatomy.waitTimeLabel.attrs}>{t('callback.waitTime')}</span>{' '}
          {t('callback.waitMinutes', { minutes: api.waitMinutes })}
        </p>
      )}
    </div>
  );
}

/** The error dialog, then the close question. */
function windowDialog(api: Api, t: Translate): ReactNode {
  if (api.error) {
    return (
      <AlertOkDialog
        kind="callback-error"
        title={t('callback.errorTitle')}
        ok={{ label: t('callback.okay'), props: api.getErrorDismissProps() }}
        onDismiss={api.dismissError}
      >
        <p {...api.getErrorTextProps()}>{errorText(api.error, t)}</p>
      </AlertOkDialog>
    );
  }
  if (api.isConfirmingClose) {
    return (
      <CloseConfirmDialog
        kind="callback-close-confirm"
        title={t('callback.closeConfirmTitle')}
        text={t('callback.closeConfirm')}
        textId={api.ids.closeConfirmText}
        no={{ label: t('callback.no'), props: api.getCloseConfirmNoProps() }}
        yes={{ label: t('callback.yes'), props: api.getCloseConfirmYesProps() }}
        onCancel={api.cancelClose}
      />
    );
  }
  return null;
}

/**
 * The Callback window ('Receive a Call') of the nearest `<CallbackProvider>`: the form (first and
 * last name, phone with its country list, notes), 'When should we call you?' with the wait row and,
 * for 'Pick date & time', the Schedule a Call calendar in the window; Cancel and Confirm; the error
 * dialog with Okay, the close question, the confirmation, the site's overlay. Shown while open.
 */
export function CallbackWindow({
  title,
  availability,
  calendar,
  mobile,
  defaultCalendarShown = false,
  ref,
}: CallbackWindowProps) {
  const api = useCallbackWidget();
  // The window registers itself with the dock while it shows; the view places and measures it.
  const dock = useDockedWindow(api.name, api.resize);
  const t = useAreaTranslate(callbackWindowTexts);
  const bus = useBus();
  const { language } = useShell();
  const transition = useApp().transitionOf('callback');
  const [calendarShown, setCalendarShown] = useState(defaultCalendarShown);
  const [selection, setSelection] = useState<CalendarSelection>();
  const dateRef = useRef<HTMLInputElement>(null);
  const [service] = useState(() => availability ?? busAvailability(bus));
  const texts = useMemo(() => calendarTexts(t), [t]);
  const wasShown = useRef(false);
  useEffect(() => {
    // Back from the calendar, the focus returns to the field that opened it.
    if (wasShown.current && !calendarShown) dateRef.current?.focus();
    wasShown.current = calendarShown;
  }, [calendarShown]);

  if (api.window === 'closed' || !api.form) return null;

  const scheduling = api.screen === 'form' && api.timing === 'scheduled';
  const showingCalendar = scheduling && calendarShown;
  const desired = api.desiredTime;
  const dateText = !desired
    ? ''
    : selection && selection.date === desired
      ? selectionText(selection)
      : pickedText(desired, language);

  const form = (
    <form {...api.getFormProps()} hidden={showingCalendar || undefined}>
      <Fields api={api} t={t} />
      <Timing
        api={api}
        t={t}
        dateText={dateText}
        dateRef={dateRef}
        onOpenCalendar={() => setCalendarShown(true)}
      />
    </form>
  );

  const body =
    api.screen === 'confirmation' ? (
      <div {...api.getConfirmationProps()}>
        <h3 {...anatomy.confirmationTitle.attrs}>{t('callback.booked')}</h3>
        <p {...anatomy.confirmationText.attrs}>{t('callback.bookedText')}</p>
        <p {...api.getBookedNumberProps()}>{api.bookedNumber}</p>
      </div>
    ) : scheduling ? (
      <CalendarProvider availability={service} texts={texts} {...calendar}>
        {form}
        <CalendarPicker
          shown={showingCalendar}
          t={t}
          onCancel={() => setCalendarShown(false)}
          onPick={(picked) => {
            setSelection(picked);
            api.pickSchedule(picked.date);
            setCalendarShown(false);
          }}
        />
      </CalendarProvider>
    ) : (
      form
    );

  const buttons =
    api.screen === 'confirmation' ? (
      <WidgetButton variant="primary" {...asWidgetButton(api.getConfirmationCloseProps())}>
        {t('callback.close')}
      </WidgetButton>
    ) : showingCalendar ? null : (
      <>
        <WidgetButton {...asWidgetButton(api.getCancelProps())}>
          {t('callback.cancel')}
        </WidgetButton>
        <WidgetButton variant="primary" {...asWidgetButton(api.getSubmitProps())}>
          {t('callback.confirm')}
        </WidgetButton>
      </>
    );

  const window = (
    <WidgetWindow
      ref={ref}
      data-screen={api.screen}
      title={title ?? t('callback.title')}
      minimized={api.isMinimized}
      onMinimizedChange={({ minimized }) => api.minimize(minimized)}
      onClose={api.close}
      mobile={mobile ?? api.mobile}
      transition={transition}
      loading={api.isSubmitting}
      dialog={windowDialog(api, t)}
      buttons={buttons}
      footer={!api.overlay?.hideFooter}
      overlay={
        api.overlay && (
          <SiteOverlay
            html={api.overlay.html}
            closeLabel={t('callback.closeOverlay')}
            onClose={api.hideOverlay}
          />
        )
      }
    >
      <div {...api.getRootProps()}>{body}</div>
    </WidgetWindow>
  );
  return dock ? <div {...dock.getViewProps()}>{window}</div> : window;
}
