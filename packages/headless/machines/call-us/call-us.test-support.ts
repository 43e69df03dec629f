import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import type { CoBrowseLink, OverlayArbiter, OverlayCommand } from './call-us.types';

/** The numbers and hours the tests configure. */
export const testContacts = {
  contacts: [
    { displayName: 'Sales', i18n: 'Number001', number: '+1 202 555 0162' },
    { displayName: 'Support', number: '+44 20 7946 0958' },
    { number: '0800 123 456' },
  ],
  hours: ['Mon-Fri 8am-8pm', 'Sat 9am-1pm'],
};

/** A co-browse bridge the test drives: its state, its subscribers, the starts asked. */
export function fakeCoBrowse(initial: CoBrowseState | Error) {
  const listeners = new Set<(state: CoBrowseState) => void>();
  let state = initial;
  const starts: number[] = [];
  const link: CoBrowseLink = {
    getState: () => (state instanceof Error ? Promise.reject(state) : Promise.resolve(state)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      starts.push(starts.length);
      return Promise.resolve(undefined);
    },
  };
  return {
    link,
    starts,
    listeners,
    change(next: CoBrowseState) {
      state = next;
      for (const listener of listeners) listener(next);
    },
  };
}

/** An overlay arbiter that refuses what the test says, recording what it is sent. */
export function fakeArbiter(refused: Set<OverlayCommand['type']> = new Set()) {
  const sent: OverlayCommand[] = [];
  const listeners = new Set<(commander: string) => void>();
  const arbiter: OverlayArbiter = {
    refuses: (command) => refused.has(command.type),
    send: (command) => sent.push(command),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    arbiter,
    sent,
    refused,
    open: (commander: string) => {
      for (const listener of listeners) listener(commander);
    },
  };
}
