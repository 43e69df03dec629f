import { useBus } from '@cxkit/headless/react';
import { TimerProvider, useTimer } from '@cxkit/headless/react/timer';
import { useTrackedEvents, type TrackedEvent } from '@cxkit/headless/react/tracked-events';
import { attachRemote } from '@cxkit/headless/remote';
import { useEffect, useId, useRef, useState } from 'react';
import { useDemoText } from '../../demo-i18n';

/** How many tracked events the panel keeps. */
const shown = 8;

/** The time of a tracked event, as the log shows it. */
function clockOf(time: number): string {
  return new Date(time).toISOString().slice(11, 19);
}

/**
 * The page services of the demo: the `Timer` (through its provider) and the `Remote` executor,
 * both on the demo's bus, around the analytics section.
 */
export function AnalyticsSection() {
  const bus = useBus();
  useEffect(() => attachRemote(bus), [bus]);
  return (
    <TimerProvider>
      <AnalyticsPanel />
    </TimerProvider>
  );
}

/** The page section 'Analytics': the tracked event stream, forwarded to a log (and the console). */
function AnalyticsPanel() {
  const text = useDemoText();
  const bus = useBus();
  const timer = useTimer();
  const consoleId = useId();
  const [events, setEvents] = useState<{ seq: number; event: TrackedEvent }[]>([]);
  const [toConsole, setToConsole] = useState(false);
  const seq = useRef(0);
  useTrackedEvents((event) => {
    seq.current += 1;
    const entry = { seq: seq.current, event };
    setEvents((current) => [entry, ...current].slice(0, shown));
    if (toConsole) console.info('[analytics]', event.name, event);
  });
  return (
    <section className="demo-section" data-widget="analytics">
      <h3>{text('demo.analytics.name')}</h3>
      <p>{text('demo.analytics.description')}</p>
      <p data-part="attention" data-state={timer.status}>
        {text(`demo.analytics.${timer.status}`)}
      </p>
      <p>
        <input
          id={consoleId}
          type="checkbox"
          checked={toConsole}
          onChange={(event) => setToConsole(event.currentTarget.checked)}
        />{' '}
        <label htmlFor={consoleId}>{text('demo.analytics.console')}</label>
      </p>
      <button
        type="button"
        className="demo-button"
        onClick={() =>
          void bus.command('Remote.push', { values: [['CallUs.open']] }).catch(() => undefined)
        }
      >
        {text('demo.analytics.remote')}
      </button>
      <h4 id={`${consoleId}-log`}>{text('demo.analytics.log')}</h4>
      {events.length === 0 ? (
        <p>{text('demo.analytics.empty')}</p>
      ) : (
        <ol aria-labelledby={`${consoleId}-log`} data-part="tracked-events">
          {events.map(({ seq: key, event }) => (
            <li key={key}>
              <time dateTime={new Date(event.time).toISOString()}>{clockOf(event.time)}</time>{' '}
              <code>{event.name}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
