export {
  callbackSettingsSchema,
  callbacksModule,
  callbacksQuerySchema,
  forcedCallbackErrorSchema,
} from './callbacks.module';
