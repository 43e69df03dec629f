import type { Story, StoryDefault } from '@ladle/react';
import { OpenCallUs, onlineCoBrowse, storyOptions } from './call-us.story-support';

export default { title: 'Call Us / Overlay' } satisfies StoryDefault;

/** The numbers and hours: the main number large, the alternates below. */
export const Default: Story = () => <OpenCallUs />;

/** A contact centre with many numbers. */
export const ManyNumbers: Story = () => (
  <OpenCallUs
    options={{
      ...storyOptions,
      contacts: [
        { displayName: 'Customer service', number: '+1 202 555 0162' },
        { displayName: 'Billing', number: '+1 202 555 0178' },
        { displayName: 'Technical support', number: '+1 202 555 0143' },
        { displayName: 'Sales', number: '+1 202 555 0111' },
        { displayName: 'Canada', number: '+1 613 555 0199' },
        { displayName: 'United Kingdom', number: '+44 20 7946 0958' },
        { displayName: 'France', number: '+33 1 99 00 12 34' },
        { displayName: 'Germany', number: '+49 30 901820' },
      ],
    }}
  />
);

/** Long numbers: their text shrinks to fit (the main one up to 36 px, the others up to 13 px). */
export const LongNumbers: Story = () => (
  <OpenCallUs
    options={{
      contacts: [
        { displayName: 'International', number: '+1 (202) 555 0162 extension 4455 then 2' },
        { displayName: 'Toll free', number: '1 800 555 0199 0123 4567 8901 2345 6789' },
      ],
      hours: ['24 hours a day, 7 days a week'],
    }}
  />
);

/** The site's own HTML in place of the numbers (sanitised: its script does not run). */
export const CustomContent: Story = () => (
  <OpenCallUs
    options={{
      content:
        '<h3>Talk to an expert</h3><p>Call <a href="tel:+12025550162">+1 202 555 0162</a>, Monday to Friday.</p><script>document.title = "ran"</script>',
    }}
  />
);

/** Co-browse is online and no session runs: the offer shows. */
export const CoBrowseOffer: Story = () => <OpenCallUs coBrowse={onlineCoBrowse} />;

/** The mobile layout: full screen. */
export const Mobile: Story = () => <OpenCallUs />;
Mobile.meta = { mobile: true };
