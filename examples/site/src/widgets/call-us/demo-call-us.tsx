import type { CallUsOptionsInput } from '@cxkit/headless/call-us';
import { useBus } from '@cxkit/headless/react';
import { CallUs } from '@cxkit/reference-ui/call-us';
import { useDemoText } from '../../demo-i18n';

/** A contact centre's numbers and hours (555 numbers: fictitious). */
export const demoCallUsOptions: CallUsOptionsInput = {
  contacts: [
    { displayName: 'Customer service', i18n: 'demo.customerService', number: '+1 202 555 0162' },
    { displayName: 'Billing', i18n: 'demo.billing', number: '+1 202 555 0178' },
    {
      displayName: 'From the United Kingdom',
      i18n: 'demo.unitedKingdom',
      number: '+44 20 7946 0958',
    },
  ],
  hours: ['Monday to Friday: 8:00 AM - 8:00 PM (ET)', 'Saturday: 9:00 AM - 1:00 PM (ET)'],
};

/** The reference Call Us overlay with the demo's numbers and hours; `CallUs` is on the bus at once. */
export function DemoCallUs() {
  return <CallUs options={demoCallUsOptions} />;
}

/** The page section of Call Us: what it does, and a button that opens it. */
export function CallUsSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="call-us">
      <h3>{text('demo.callus.name')}</h3>
      <p>{text('demo.callus.description')}</p>
      <button
        type="button"
        className="demo-button"
        onClick={() => void bus.command('CallUs.open').catch(() => undefined)}
      >
        {text('demo.callus.open')}
      </button>
    </section>
  );
}
