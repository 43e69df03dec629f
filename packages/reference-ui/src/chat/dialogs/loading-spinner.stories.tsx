import type { Story, StoryDefault } from '@ladle/react';
import { LoadingSpinner } from './loading-spinner';

export default { title: 'Chat / Dialogs / Spinner' } satisfies StoryDefault;

export const Spinner: Story = () => <LoadingSpinner />;
Spinner.storyName = 'Loading spinner';

export const SpinnerLight: Story = () => <LoadingSpinner label="Loading earlier messages" />;
SpinnerLight.storyName = 'Loading spinner with its own text (light)';
SpinnerLight.meta = { theme: 'light' };

export const SpinnerHiddenLabel: Story = () => <LoadingSpinner labelHidden />;
SpinnerHiddenLabel.storyName = 'Loading spinner, text for screen readers only';
