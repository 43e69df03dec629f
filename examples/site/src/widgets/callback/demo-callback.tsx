import { useBus } from '@cxkit/headless/react';
import { registerLazyCallbackService } from '@cxkit/headless/widgets';
import { Callback } from '@cxkit/reference-ui/callback';
import { useEffect, useId, useState } from 'react';
import { useDemoText } from '../../demo-i18n';
import { readDemoChoice, rememberDemoChoice } from '../../page/demo-storage';

/** The callback APIs the simulator serves, on the page's own origin (proxied in dev, served when built). */
export const callbackApis = {
  v1: { apiVersion: 'v1', dataURL: '/genesys/1/service/callback/callback-web' },
  v3: { apiVersion: 'v3', dataURL: '/engagement/v3/callbacks', serviceName: 'callback-web' },
} as const;

/** A callback API of the demo. */
export type CallbackApi = keyof typeof callbackApis;

/** The virtual queue whose wait time the window shows (the simulator's default wait: 90 s). */
const waitTimeQueue = 'VQ_Callback';

const absolute = (path: string) => new URL(path, location.href).href;

/** The API the visitor last chose, else v1 (the Genesys widget's default). */
export function currentCallbackApi(): CallbackApi {
  return readDemoChoice('callbackApi') === 'v3' ? 'v3' : 'v1';
}

function serviceOptions(api: CallbackApi) {
  const { dataURL, ...rest } = callbackApis[api];
  return { ...rest, dataURL: absolute(dataURL) };
}

/**
 * The reference Callback window on the simulator, with the CallbackService on the bus from the
 * start (its code loads on its first command); the page's `DemoStats` gives the wait time.
 */
export function DemoCallback() {
  const bus = useBus();
  useEffect(() => {
    // Each waiting command asks to load: the service starts once.
    let serviceLoad: Promise<unknown> | undefined;
    const service = registerLazyCallbackService(bus, {
      load: () =>
        (serviceLoad ??= import('@cxkit/headless/callback-service').then(
          ({ startCallbackService }) =>
            startCallbackService(bus, { options: serviceOptions(currentCallbackApi()) }),
        )),
    });
    return () => service.dispose();
  }, [bus]);
  return <Callback options={{ ewt: { queue: waitTimeQueue } }} />;
}

/** The page section of the callback: what it does, which API books it, and a button that opens it. */
export function CallbackSection() {
  const text = useDemoText();
  const bus = useBus();
  const selectId = useId();
  const [api, setApi] = useState(currentCallbackApi);
  const choose = (next: CallbackApi) => {
    setApi(next);
    rememberDemoChoice('callbackApi', next);
    void bus.command('CallbackService.configure', serviceOptions(next));
  };
  return (
    <section className="demo-section" data-widget="callback">
      <h3>{text('demo.callback.name')}</h3>
      <p>{text('demo.callback.description')}</p>
      <p>
        <label htmlFor={selectId}>{text('demo.callback.api')}</label>{' '}
        <select
          id={selectId}
          value={api}
          onChange={(event) => choose(event.target.value as CallbackApi)}
        >
          <option value="v1">GMS Callback v1</option>
          <option value="v3">GES Callback v3</option>
        </select>
      </p>
      <button
        type="button"
        className="demo-button"
        onClick={() => void bus.command('Callback.open')}
      >
        {text('demo.callback.open')}
      </button>
    </section>
  );
}
