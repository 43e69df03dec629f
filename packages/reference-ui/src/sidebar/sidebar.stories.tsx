import type { Story, StoryDefault } from '@ladle/react';
import { StorySidebar } from './sidebar.story-support';

export default { title: 'Sidebar' } satisfies StoryDefault;

/** The 48 px strip on the right (the default), icons only; hover it for 250 ms to expand it. */
export const Contracted: Story = () => <StorySidebar />;

/** Expanded (`SideBar.expand`, or the pointer resting on it): the channels' names show. */
export const Expanded: Story = () => <StorySidebar act="expand" />;

/** On the left of the page (`position: 'left'`), expanded. */
export const Left: Story = () => <StorySidebar options={{ position: 'left' }} act="expand" />;

/** On the right of the page (`position: 'right'`), expanded. */
export const Right: Story = () => <StorySidebar options={{ position: 'right' }} act="expand" />;

/** Mobile: the branding button alone. */
export const MobileButton: Story = () => <StorySidebar />;
MobileButton.meta = { mobile: true };

/** Mobile: the branding button tapped, the 'Need help?' list over the page. */
export const MobileOverlay: Story = () => <StorySidebar act="openMenu" />;
MobileOverlay.meta = { mobile: true };
