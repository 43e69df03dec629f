export {
  TimerContext,
  TimerProvider,
  useTimer,
  type TimerProviderProps,
  type UseTimerReturn,
} from './use-timer';
