export {
  connect as connectViewReservation,
  requestViewCommand,
  type ViewReservationApi,
} from './view-reservation.connect';
export {
  createAppViews,
  viewArbiterOf,
  type AppViews,
  type ViewArbiter,
  type ViewArbiterActor,
} from './view-arbiter';
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
