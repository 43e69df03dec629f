import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { WidgetButton } from '../widget-button';
import { Toast } from './toast';
import { ToastContainer } from './toast-container';

export default { title: 'Shell / Containers' } satisfies StoryDefault;

export const Toasts: Story = () => {
  const [toasts, setToasts] = useState(['invite', 'notice']);
  const dismiss = (id: string) => setToasts((current) => current.filter((item) => item !== id));
  return (
    <ToastContainer>
      {toasts.includes('invite') && (
        <Toast
          title="Need a hand?"
          onClose={() => dismiss('invite')}
          buttons={
            <>
              <WidgetButton onClick={() => dismiss('invite')}>No thanks</WidgetButton>
              <WidgetButton variant="primary" onClick={() => dismiss('invite')}>
                Chat now
              </WidgetButton>
            </>
          }
        >
          An agent is available to help you with your order.
        </Toast>
      )}
      {toasts.includes('notice') && (
        <Toast title="Callback booked" onClose={() => dismiss('notice')}>
          We will call you at the number provided.
        </Toast>
      )}
    </ToastContainer>
  );
};
