import { createManualClock, startSimulator } from '@cxkit/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createBus } from '../../bus/bus';
import { startWidget } from '../../kit/widget-runtime';
import { startCallbackService } from '../../services/callback/callback-service.plugin';
import { connect, selectCalendarView } from './calendar.connect';
import { busAvailability, calendarWidget } from './calendar.widget';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** Wednesday 2 January 2030, 09:05 UTC. */
const now = Date.UTC(2030, 0, 2, 9, 5);
const clock = createManualClock(now);
let simulator: Simulator;

beforeAll(async () => {
  simulator = await startSimulator({ host: '127.0.0.1', port: 0, clock });
});
afterAll(async () => {
  await simulator.close();
});

describe.each([
  { api: 'v1', options: () => ({ dataURL: `${simulator.url}/genesys/1/service/callback/web` }) },
  {
    api: 'v3',
    options: () => ({
      dataURL: `${simulator.url}/engagement/v3/callbacks`,
      apiVersion: 'v3',
      serviceName: 'web',
    }),
  },
])(
  'the calendar against the simulator through CallbackService.availability ($api)',
  ({ options }) => {
    it('offers the free future slots of today and none before now', async () => {
      const bus = createBus({ logger: { debug: () => undefined, error: () => undefined } });
      const service = startCallbackService(bus, { options: options() });
      const widget = startWidget(
        calendarWidget,
        {
          availability: busAvailability(bus),
          clock: { now: () => now },
          visitorTimeZone: 'UTC',
          options: { timeZone: 'UTC' },
        },
        { bus },
      );
      const calendar = widget.actors.calendar;
      calendar.send({ type: 'calendar.generate' });
      const ready = await waitFor(calendar, (snapshot) => snapshot.matches({ active: 'ready' }), {
        timeout: 5000,
      });
      const { slots } = connect(selectCalendarView(ready), calendar.send);
      const available = slots.filter((slot) => slot.status === 'available');
      expect(available.length).toBeGreaterThan(0);
      expect(available.every((slot) => Date.parse(slot.date) > now)).toBe(true);
      expect(slots.some((slot) => slot.status === 'past')).toBe(true);
      widget.stop();
      service.stop();
    });
  },
);
