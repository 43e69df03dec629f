/** Path prefix of the stand-in co-browse product, as the real one's server puts it (`…/cobrowse`). */
export const COBROWSE_BASE = '/cobrowse';

/** Path of the stand-in script, as the real product names its client (`{url}/js/gcb.min.js`). */
export const COBROWSE_SCRIPT_PATH = `${COBROWSE_BASE}/js/gcb.min.js`;

/** How often the stand-in script asks its service whether it answers, and how its session is, in ms. */
export const COBROWSE_POLL_MS = 1000;

// A string rather than a sibling `.js` file, as the agent console's script: tsup bundles the package
// into `dist/index.{js,cjs}`, where no file sits next to this module.
/**
 * The stand-in co-browse script: the public shape of the Genesys Co-browse client that the cxkit
 * bridge uses (docs/cobrowse.md). It reads `window._genesys.cobrowse`, finds its server in its own
 * `data-gcb-url` (else beside its `src`), calls `onReady(api, isTopContext)` once its service answers,
 * and gives `startSession`, `exitSession` and the signals `onSessionStarted(session)`,
 * `onSessionEnded(details)`, plus `onServiceUnavailable` / `onServiceAvailable`, which it adds.
 */
export const coBrowseStandInScript = String.raw`(() => {
  'use strict';
  if (window.__cxkitCoBrowseStandIn) return;
  window.__cxkitCoBrowseStandIn = true;
  const me = document.currentScript;
  const own = me && me.src ? me.src : '';
  const base = ((me && me.getAttribute('data-gcb-url')) || own.replace(/\/js\/[^/]*$/, '')).replace(/\/$/, '');
  const pollMs = ${COBROWSE_POLL_MS};
  const storageKey = 'cxkit-sim-cobrowse-token';
  const settings = () => (window._genesys && window._genesys.cobrowse) || {};
  const log = (...args) => {
    if (settings().debug) console.info('[co-browse stand-in]', ...args);
  };

  function call(callback, args) {
    try {
      callback(...args);
    } catch (error) {
      console.error(error);
    }
  }

  /** A signal as the product documents them: add, addOnce, remove; a late add hears the last firing. */
  function signal() {
    let callbacks = [];
    let fired = null;
    return {
      add(callback) {
        if (typeof callback !== 'function') return;
        callbacks.push(callback);
        if (fired) call(callback, fired);
      },
      addOnce(callback) {
        const once = (...args) => {
          this.remove(once);
          callback(...args);
        };
        this.add(once);
      },
      remove(callback) {
        callbacks = callbacks.filter((known) => known !== callback);
      },
      dispatch(...args) {
        fired = args;
        for (const callback of callbacks.slice()) call(callback, args);
      },
      reset() {
        fired = null;
      },
    };
  }

  const readStored = () => {
    try {
      return sessionStorage.getItem(storageKey);
    } catch {
      return null;
    }
  };
  const store = (value) => {
    try {
      if (value) sessionStorage.setItem(storageKey, value);
      else sessionStorage.removeItem(storageKey);
    } catch {
      // Storage refused: the session lasts as long as the page.
    }
  };

  let token = readStored();
  let announced = false;
  let online = null;
  let readyCalled = false;

  // Paused while the page is hidden in the back/forward cache: a request in flight would keep it out.
  let inFlight = null;
  let timer = null;
  let hidden = false;

  async function request(method, path) {
    const controller = new AbortController();
    if (method === 'GET') inFlight = controller;
    const response = await fetch(base + path, {
      method,
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    let data = null;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    return { ok: response.ok, status: response.status, data };
  }

  function started(value) {
    token = value;
    announced = true;
    store(value);
    api.onSessionEnded.reset();
    api.onSessionStarted.dispatch({ token: value, agents: [] });
    log('session started', value);
  }

  function ended(reason) {
    token = null;
    announced = false;
    store(null);
    api.onSessionStarted.reset();
    api.onSessionEnded.dispatch({ reason });
    log('session ended', reason);
  }

  const api = {
    startSession() {
      if (token) return;
      request('POST', '/rest/sessions').then(
        (answer) => {
          if (answer.ok && answer.data && typeof answer.data.token === 'string') started(answer.data.token);
          else log('the service refused the session', answer.status);
        },
        (error) => log('the service did not answer', error),
      );
    },
    exitSession() {
      if (!token) return;
      const leaving = token;
      ended('self');
      request('POST', '/rest/sessions/' + encodeURIComponent(leaving) + '/exit').catch(() => undefined);
    },
    isBrowsing: () => token !== null && announced,
    onSessionStarted: signal(),
    onSessionEnded: signal(),
    onServiceUnavailable: signal(),
    onServiceAvailable: signal(),
  };

  function ready() {
    readyCalled = true;
    const onReady = settings().onReady;
    const callbacks = Array.isArray(onReady) ? onReady : [onReady];
    const top = window.top === window;
    for (const callback of callbacks) if (typeof callback === 'function') call(callback, [api, top]);
  }

  function follow(up) {
    if (up === online) return;
    online = up;
    if (up) {
      api.onServiceUnavailable.reset();
      api.onServiceAvailable.dispatch();
    } else {
      api.onServiceAvailable.reset();
      api.onServiceUnavailable.dispatch();
    }
  }

  async function poll() {
    const asked = token;
    let answer = null;
    try {
      answer = await request('GET', '/rest/status' + (asked ? '?token=' + encodeURIComponent(asked) : ''));
    } catch {
      answer = null;
    }
    inFlight = null;
    if (hidden) return;
    const up = answer !== null && answer.ok;
    // A session that started or ended while the status was asked is read on the next poll: this
    // answer is about the token asked, and one asked without a token says nothing of the new one.
    if (up && token && token === asked) {
      const session = answer.data && answer.data.session;
      if (!session || session.state !== 'active') {
        if (announced) ended('external');
        else {
          token = null;
          store(null);
        }
      } else if (!announced) started(token);
    }
    follow(up);
    if (up && !readyCalled) ready();
    timer = setTimeout(poll, pollMs);
  }

  window.addEventListener('pagehide', () => {
    hidden = true;
    clearTimeout(timer);
    timer = null;
    if (inFlight) inFlight.abort();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !hidden) return;
    hidden = false;
    poll();
  });

  poll();
})();
`;
