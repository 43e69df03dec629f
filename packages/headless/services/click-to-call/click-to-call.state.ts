import type { CookieStore } from '../cookies/cookie-store';
import type {
  ClickToCallNumberReceived,
  ClickToCallRestored,
} from './click-to-call-service.manifest';

/** What every click-to-call state cookie's name starts with (the window adds its `open`). */
export const clickToCallStateCookiePrefix = '_genesys.widgets.clicktocall.state.';

/** The names of the service's state cookies (service-protocols 6), under the injected store's prefix. */
export const clickToCallStateCookies = {
  /** When the number expires, epoch ms. */
  expire: `${clickToCallStateCookiePrefix}expire`,
  /** The access code. */
  accessCode: `${clickToCallStateCookiePrefix}access_code`,
  /** The number to dial. */
  phoneNumber: `${clickToCallStateCookiePrefix}phone_number`,
  /** The dial link. */
  phoneTelHref: `${clickToCallStateCookiePrefix}phone_tel_href`,
} as const;

const names = Object.values(clickToCallStateCookies);

/** Deletes the service's state cookies (not the window's `open`). */
export function clearClickToCallState(cookies: CookieStore): void {
  for (const name of names) cookies.remove(name);
}

/**
 * Keeps a number received in the state cookies, expiring `iExpireTime` seconds after `now`; an
 * answer without a number or an expiry keeps nothing (and clears what was kept).
 */
export function saveClickToCallState(
  cookies: CookieStore,
  received: ClickToCallNumberReceived,
  now: number,
): void {
  clearClickToCallState(cookies);
  if (received.error || received.sPhoneNumber === undefined || received.iExpireTime === undefined)
    return;
  cookies.set(clickToCallStateCookies.expire, String(now + received.iExpireTime * 1000));
  cookies.set(clickToCallStateCookies.phoneNumber, received.sPhoneNumber);
  if (received.sAccessCode !== undefined)
    cookies.set(clickToCallStateCookies.accessCode, received.sAccessCode);
  if (received.sPhoneTelHref !== undefined)
    cookies.set(clickToCallStateCookies.phoneTelHref, received.sPhoneTelHref);
}

/**
 * The number kept in the state cookies, with the seconds it has left (rounded up, so a success
 * always has some). A number that has expired (a negative time left, as after a long reload) or
 * cookies that do not read is no success, and its cookies are deleted.
 */
export function restoreClickToCallState(cookies: CookieStore, now: number): ClickToCallRestored {
  const phoneNumber = cookies.get(clickToCallStateCookies.phoneNumber);
  const expireText = cookies.get(clickToCallStateCookies.expire);
  if (phoneNumber === undefined && expireText === undefined) return { bRestoreSuccess: false };
  const expire = /^\d+$/.test(expireText ?? '') ? Number(expireText) : Number.NaN;
  const left = expire - now;
  if (!phoneNumber || !(left > 0)) {
    clearClickToCallState(cookies);
    return { bRestoreSuccess: false };
  }
  const accessCode = cookies.get(clickToCallStateCookies.accessCode);
  const telHref = cookies.get(clickToCallStateCookies.phoneTelHref);
  return {
    bRestoreSuccess: true,
    sPhoneNumber: phoneNumber,
    ...(telHref === undefined ? {} : { sPhoneTelHref: telHref }),
    ...(accessCode === undefined ? {} : { sAccessCode: accessCode }),
    iExipreTime: Math.ceil(left / 1000),
  };
}
