import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { WidgetButton } from '../../shell/widget-button';
import { WidgetWindow } from '../../shell/widget-window';
import { StoryChat, type StoryChatProps } from '../chat-input/chat.story-support';
import { PrechatForm, type PrechatFieldDefinition } from './prechat-form';
import { shopField, topicField } from './prechat-form.fixtures';

export default { title: 'Chat / Pre-chat form' } satisfies StoryDefault;

/** Props of the story frame: the chat scenario, and the screen given a cancel that closes the window. */
type FrameProps = Omit<StoryChatProps, 'children'> & {
  children: (cancel: () => void) => ReactNode;
};

/** The form in a chat window on the in-story back end; Cancel closes the window. */
function Frame({ children, ...chat }: FrameProps) {
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <WidgetButton variant="primary" onClick={() => setOpen(true)}>
        Live Chat
      </WidgetButton>
    );
  }
  return (
    <StoryChat {...chat}>
      <WidgetWindow title="Live Chat" onClose={() => setOpen(false)}>
        {children(() => setOpen(false))}
      </WidgetWindow>
    </StoryChat>
  );
}

const orderForm: PrechatFieldDefinition[] = [
  {
    name: 'firstname',
    label: 'webchat.prechat.firstname',
    placeholder: 'webchat.prechat.required',
    required: true,
    autoComplete: 'given-name',
  },
  { name: 'email', label: 'webchat.prechat.email', type: 'email', autoComplete: 'email' },
  { name: 'orderNumber', label: 'Order number', placeholder: 'e.g. 10-4471', maxLength: 12 },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

/** A definition with a select, a required checkbox and a read-only first value. */
const choicesForm: PrechatFieldDefinition[] = [
  { name: 'nickname', label: 'webchat.prechat.nickname', placeholder: 'webchat.prechat.required' },
  shopField,
  topicField,
  { name: 'consent', label: 'I accept the terms of the chat', type: 'checkbox', required: true },
];

export const Default: Story = () => <Frame>{(cancel) => <PrechatForm onCancel={cancel} />}</Frame>;

export const WithNickname: Story = () => (
  <Frame>{(cancel) => <PrechatForm nickname onCancel={cancel} />}</Frame>
);

export const FormDefinition: Story = () => (
  <Frame>{(cancel) => <PrechatForm definition={orderForm} onCancel={cancel} />}</Frame>
);

export const FormDefinitionWithChoices: Story = () => (
  <Frame>{(cancel) => <PrechatForm definition={choicesForm} onCancel={cancel} />}</Frame>
);

export const ErrorOfAFieldNotInTheForm: Story = () => (
  <Frame started startErrors={[{ code: 103 }]}>
    {(cancel) => <PrechatForm definition={orderForm} onCancel={cancel} />}
  </Frame>
);

export const NameErrors: Story = () => (
  <Frame started startErrors={[{ code: 161 }]}>
    {(cancel) => <PrechatForm onCancel={cancel} />}
  </Frame>
);

export const FieldErrors: Story = () => (
  <Frame started startErrors={[{ code: 102 }, { code: 103 }, { code: 364 }]}>
    {(cancel) => <PrechatForm onCancel={cancel} />}
  </Frame>
);
FieldErrors.meta = { theme: 'light' };

export const Submitting: Story = () => (
  <Frame started startPending>
    {(cancel) => <PrechatForm onCancel={cancel} />}
  </Frame>
);

export const Light: Story = () => (
  <Frame>{(cancel) => <PrechatForm nickname onCancel={cancel} />}</Frame>
);
Light.meta = { theme: 'light' };

export const Mobile: Story = () => <Frame>{(cancel) => <PrechatForm onCancel={cancel} />}</Frame>;
Mobile.meta = { mobile: true, width: 'xsmall' };
