export {
  gmsClickToCallModule,
  gmsServiceBase,
  requestInteractionService,
} from './gms-click-to-call.module';
