export {
  connect as connectViewReservation,
  requestViewCommand,
  type ViewReservationApi,
} from './view-reservation.connect';
export { viewReservationMachine, type ViewReservationMachine } from './view-reservation.machine';
export {
  checkViewCommand,
  defaultAppName,
  viewReservationErrorTexts,
} from './view-reservation.rules';
export type {
  ViewCommandResult,
  ViewKind,
  ViewReservationContext,
  ViewReservationEmitted,
  ViewReservationError,
  ViewReservationErrorCode,
  ViewReservationEvent,
  ViewReservationInput,
} from './view-reservation.types';
