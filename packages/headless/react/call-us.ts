export {
  CallUsContext,
  CallUsProvider,
  useCallUs,
  type CallUsProviderProps,
  type UseCallUsReturn,
} from './use-call-us';
