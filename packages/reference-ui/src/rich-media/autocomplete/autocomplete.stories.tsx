import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Autocomplete, type AutocompleteProps } from './autocomplete';

export default { title: 'Rich media / Autocomplete' } satisfies StoryDefault;

const topics = [
  'Billing',
  'Bill payment',
  'Change address',
  'Change password',
  'Chat with an agent',
  'Cancel subscription',
  'Card lost',
  'Channel settings',
];

/** An autocomplete over help topics, window-wide, with room below for the list and the last answer above. */
function Demo(props: Partial<AutocompleteProps>) {
  const [answer, setAnswer] = useState('none yet');
  return (
    <div style={{ width: 'min(var(--cx-window-width), 100%)', paddingBottom: '14rem' }}>
      <p style={{ margin: '0 0 var(--cx-space-3)' }}>
        Answer: <output>{answer}</output>
      </p>
      <Autocomplete
        label="Topic"
        placeholder="Type a topic, e.g. billing"
        suggestions={topics}
        onSelect={({ value, index }) => setAnswer(`selected "${value}" (option ${index + 1})`)}
        onSkip={({ value }) => setAnswer(`skipped with "${value}"`)}
        {...props}
      />
    </div>
  );
}

export const Empty: Story = () => <Demo />;

export const OneCharacter: Story = () => <Demo defaultValue="c" />;

export const WithSuggestions: Story = () => <Demo defaultValue="ch" />;

export const Highlighted: Story = () => <Demo defaultValue="ch" defaultHighlightedIndex={1} />;

export const Dark: Story = () => <Demo defaultValue="ch" defaultHighlightedIndex={1} />;
Dark.meta = { theme: 'dark' };

export const Light: Story = () => <Demo defaultValue="ch" defaultHighlightedIndex={1} />;
Light.meta = { theme: 'light' };

export const Mobile: Story = () => <Demo defaultValue="an" />;
Mobile.meta = { mobile: true };
