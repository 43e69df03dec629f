import { useBus } from '@cxkit/headless/react';
import { registerLazySendMessageService } from '@cxkit/headless/widgets';
import { SendMessage } from '@cxkit/reference-ui/send-message';
import { useEffect } from 'react';
import { useDemoText } from '../../demo-i18n';

/** The simulator's GMS Email API service, on the page's own origin (proxied in dev, served when built). */
export const sendMessagePath = '/genesys/2/email/email-web';

/**
 * The reference SendMessage window on the simulator's GMS Email API, with the SendMessageService on
 * the bus from the start (its code loads on its first command); messages go multipart with files.
 */
export function DemoSendMessage() {
  const bus = useBus();
  useEffect(() => {
    // Each waiting command asks to load: the service starts once.
    let load: Promise<unknown> | undefined;
    const service = registerLazySendMessageService(bus, {
      load: () =>
        (load ??= import('@cxkit/headless/send-message-service').then(
          ({ startSendMessageService }) =>
            startSendMessageService(bus, {
              options: {
                dataURL: new URL(sendMessagePath, location.href).href,
                userData: { page: 'demo' },
              },
            }),
        )),
    });
    return () => service.dispose();
  }, [bus]);
  return <SendMessage />;
}

/** The page section of send-message: what it does, and a button that opens it. */
export function SendMessageSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="sendmessage">
      <h3>{text('demo.sendmessage.name')}</h3>
      <p>{text('demo.sendmessage.description')}</p>
      <button
        type="button"
        className="demo-button"
        onClick={() => void bus.command('SendMessage.open')}
      >
        {text('demo.sendmessage.open')}
      </button>
    </section>
  );
}
