import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';

/** `_genesys.widgets.clicktocall`'s service keys (service-protocols 6), as `configure` takes them. */
export interface ClickToCallServiceConfigureOptions {
  /** Where the request is posted, as it is (GMS: `/genesys/1/service/request-interaction`). */
  dataURL?: string;
  /** Sent as the `apikey` header when set. */
  apikey?: string | number;
  /** Request timeout in ms. @default 3000 */
  ajaxTimeout?: number;
  /** Sent as `_provide_code`. @default true */
  provideAccessCode?: boolean;
  /** Merged first into every request body (deep). */
  userData?: Record<string, unknown>;
  /** The widget's own keys (`enableCountdown`, `ewt`, `formJSON`...) ride along and are ignored. */
  [key: string]: unknown;
}

/** Options of `ClickToCallService.requestNumber`: the phone, the form's fields and the open's data. */
export interface ClickToCallNumberRequest {
  /** The visitor's number, sent as `_customer_number` and as `phonenumber`. */
  phonenumber: string;
  /** Every other form field and the open's `userData`, `actionID` and `media`, sent flat. */
  [key: string]: unknown;
}

/** What `ClickToCallService.numberReceived` carries (service-protocols 6; the names are Genesys'). */
export interface ClickToCallNumberReceived {
  /** The request failed: a server exception or a network failure. */
  error: boolean;
  /** The request got no usable answer (no `{exception, message}` body). */
  netfail: boolean;
  /** The server's `message` for an exception. */
  errormsg?: string;
  /** `_access_number`: the number to dial. */
  sPhoneNumber?: string;
  /** `_access_code`. */
  sAccessCode?: string;
  /** `_tel_url`: the dial link. */
  sPhoneTelHref?: string;
  /** `_expiration_time`, in seconds. */
  iExpireTime?: number;
}

/** What `ClickToCallService.restore` answers and `restored` carries: the number kept in cookies. */
export interface ClickToCallRestored {
  /** A number was kept and has not expired. */
  bRestoreSuccess: boolean;
  sPhoneNumber?: string;
  sPhoneTelHref?: string;
  sAccessCode?: string;
  /** The seconds left (Genesys' own spelling, kept for pages that read it). */
  iExipreTime?: number;
}

/**
 * The `ClickToCallService` table (protocols 8.3; service-protocols 6): `requestNumber` resolves at
 * once and the outcome comes only as `numberReceived`; the number is kept in the state cookies
 * until `ClickToCall.expired` deletes them.
 */
export const clickToCallServiceManifest = declarePlugin({
  name: 'ClickToCallService',
  commands: {
    configure: command<ClickToCallServiceConfigureOptions>(),
    requestNumber: command<ClickToCallNumberRequest>(),
    restore: command<undefined, ClickToCallRestored>(),
  },
  events: {
    numberReceived: event<ClickToCallNumberReceived>(),
    restored: event<ClickToCallRestored>(),
  },
  rejections: {
    invalidConfiguration: 'Invalid configuration.',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof clickToCallServiceManifest> {}
    interface Events extends EventsOf<typeof clickToCallServiceManifest> {}
  }
}
