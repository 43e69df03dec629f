// `@cxkit/headless/react/click-to-call`: the ClickToCall window's provider and hook.
export {
  ClickToCallContext,
  ClickToCallProvider,
  useClickToCall,
  type ClickToCallProviderProps,
  type UseClickToCallReturn,
} from './use-click-to-call';
