import type { CoBrowseState } from '@cxkit/headless/widgets';
import { useBus } from '@cxkit/headless/react';
import { CoBrowse } from '@cxkit/reference-ui/cobrowse';
import { useEffect, useState } from 'react';
import { useDemoText, type DemoTextKey } from '../../demo-i18n';

/** The simulator's stand-in co-browse product, on the page's own origin (proxied in dev, served when built). */
export const demoCoBrowse = { src: '/cobrowse/js/gcb.min.js', url: '/cobrowse' } as const;

const absolute = (path: string) => new URL(path, location.href).href;

/** The co-browse bridge on the simulator's stand-in script. */
export function DemoCoBrowse() {
  return (
    <CoBrowse options={{ src: absolute(demoCoBrowse.src), url: absolute(demoCoBrowse.url) }} />
  );
}

const offline: CoBrowseState = { online: false, active: false, pending: false };

/** The state line's text for a state. */
function stateKey(state: CoBrowseState, ended: boolean): DemoTextKey {
  if (state.active) return 'demo.cobrowse.active';
  if (!state.online) return 'demo.cobrowse.offline';
  // A session ended within the pending time of its start: it ended.
  if (ended) return 'demo.cobrowse.ended';
  return state.pending ? 'demo.cobrowse.pending' : 'demo.cobrowse.online';
}

/**
 * The page section of co-browse: what it does, its state as the bus tells it (`CoBrowse.stateChanged`),
 * a button that opens the warning, and one that asks `CoBrowse.startSession` at once (showing a refusal).
 */
export function CoBrowseSection() {
  const text = useDemoText();
  const bus = useBus();
  const [state, setState] = useState(offline);
  const [ended, setEnded] = useState(false);
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    const unfollow = bus.subscribe('CoBrowse.stateChanged', ({ data }) => setState(data));
    const unstarted = bus.subscribe('CoBrowse.sessionStarted', () => setEnded(false));
    const unended = bus.subscribe('CoBrowse.sessionEnded', () => setEnded(true));
    void bus.command('CoBrowse.getState').then(setState, () => undefined);
    return () => {
      unfollow();
      unstarted();
      unended();
    };
  }, [bus]);
  const startNow = () => {
    setAnswer('');
    setEnded(false);
    bus.command('CoBrowse.startSession').then(
      () => setAnswer(text('demo.cobrowse.asked')),
      (error: unknown) => setAnswer(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <section className="demo-section" data-widget="cobrowse">
      <h3>{text('demo.cobrowse.name')}</h3>
      <p>{text('demo.cobrowse.description')}</p>
      <p
        data-cobrowse-state={
          state.active ? 'active' : state.pending ? 'pending' : state.online ? 'online' : 'offline'
        }
      >
        {text('demo.cobrowse.state')} {text(stateKey(state, ended))}
      </p>
      <button
        type="button"
        className="demo-button"
        onClick={() => {
          setEnded(false);
          void bus.command('CoBrowse.open');
        }}
      >
        {text('demo.cobrowse.open')}
      </button>{' '}
      <button type="button" className="demo-button" onClick={startNow}>
        {text('demo.cobrowse.startNow')}
      </button>
      <p role="status" data-cobrowse-answer="">
        {answer}
      </p>
    </section>
  );
}
