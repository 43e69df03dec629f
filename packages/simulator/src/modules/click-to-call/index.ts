export {
  clickToCallModule,
  clickToCallSettingsSchema,
  forcedClickToCallFailureSchema,
} from './click-to-call.module';
