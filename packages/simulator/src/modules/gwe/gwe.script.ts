/** Path prefix of the simulated GWE server, as a page configures its endpoint (`{origin}/gwe`). */
export const GWE_BASE = '/gwe';

/** Path of the stand-in tracker, where GWE serves its own (`{endpoint}/server/resources/js/build/GTCJ.min.js`). */
export const GWE_TRACKER_PATH = `${GWE_BASE}/server/resources/js/build/GTCJ.min.js`;

/** Path of the chat-invite dispositions (service-protocols 12). */
export const GWE_INVITES_PATH = `${GWE_BASE}/server/data/invites`;

// A string rather than a sibling `.js` file, as the co-browse stand-in: tsup bundles the package
// into `dist/index.{js,cjs}`, where no file sits next to this module.
/**
 * The stand-in GWE tracker: the `window._gt` queue the cxkit bridge uses (docs/web-engagement.md).
 * It takes the entries queued before it loaded, then `_gt.push` of `config`, `getIDs` (calls back
 * with `{visitID, pageID}`), `notify` / `unnotify` (a listener of the server's pushes, each
 * `{channel, data}`); any other value goes to the server as a tracked event. It announces the page
 * (`GET {endpoint}/server/data/visit`, the visit kept in session storage) and polls
 * `GET {endpoint}/server/data/notifications` every `pollMs`. The real tracker's wire (its DSL,
 * CometD channels) is not simulated: the script and these paths are cxkit's own.
 */
export function gweStandInScript(pollMs: number): string {
  return String.raw`(() => {
  'use strict';
  if (window.__cxkitGweStandIn) return;
  window.__cxkitGweStandIn = true;
  const me = document.currentScript;
  const own = me && me.src ? me.src : '';
  const base = own.replace(/\/server\/resources\/js\/build\/[^/]*$/, '');
  const pollMs = ${pollMs};
  const storageKey = 'cxkit-sim-gwe-visit';
  const queued = Array.isArray(window._gt) ? window._gt.slice() : [];
  const listeners = new Set();
  const idWaiters = [];
  const outbox = [];
  let ids = null;

  function call(callback, value) {
    try {
      callback(value);
    } catch (error) {
      console.error(error);
    }
  }

  function stored() {
    try {
      return sessionStorage.getItem(storageKey) || '';
    } catch {
      return '';
    }
  }

  function send(values) {
    if (!ids) {
      outbox.push(values);
      return;
    }
    fetch(base + '/server/data/events', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitID: ids.visitID, pageID: ids.pageID, values }),
    }).catch(() => undefined);
  }

  function handle(values) {
    if (!Array.isArray(values)) return;
    const name = values[0];
    const arg = values[1];
    if (name === 'config') return;
    if (name === 'getIDs') {
      if (typeof arg !== 'function') return;
      if (ids) call(arg, { visitID: ids.visitID, pageID: ids.pageID });
      else idWaiters.push(arg);
      return;
    }
    if (name === 'notify') {
      if (typeof arg === 'function') listeners.add(arg);
      return;
    }
    if (name === 'unnotify') {
      listeners.delete(arg);
      return;
    }
    send(values);
  }

  function poll() {
    fetch(base + '/server/data/notifications?visitID=' + encodeURIComponent(ids.visitID) +
      '&pageID=' + encodeURIComponent(ids.pageID), { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { notifications: [] }))
      .then((body) => {
        for (const notification of body.notifications || []) {
          for (const listener of [...listeners]) call(listener, notification);
        }
      })
      .catch(() => undefined)
      .finally(() => setTimeout(poll, pollMs));
  }

  window._gt = {
    push(...entries) {
      for (const entry of entries) handle(entry);
      return 0;
    },
  };
  for (const entry of queued) handle(entry);

  fetch(base + '/server/data/visit?visitID=' + encodeURIComponent(stored()), {
    credentials: 'include',
  })
    .then((response) => response.json())
    .then((visit) => {
      ids = { visitID: visit.visitID, pageID: visit.pageID };
      try {
        sessionStorage.setItem(storageKey, ids.visitID);
      } catch {
        // Storage refused: each page starts a new visit.
      }
      for (const waiter of idWaiters.splice(0)) call(waiter, { visitID: ids.visitID, pageID: ids.pageID });
      for (const values of outbox.splice(0)) send(values);
      poll();
    })
    .catch((error) => console.error('[GWE stand-in] the server did not answer', error));
})();
`;
}
