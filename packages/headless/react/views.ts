export {
  OverlayContext,
  OverlayProvider,
  ToasterContext,
  ToasterProvider,
  useOverlay,
  useToaster,
  type UseViewReturn,
  type ViewProviderProps,
} from './use-views';
