export {
  forcedSendMessageFailureSchema,
  sendMessageModule,
  sendMessageSettingsSchema,
} from './send-message.module';
