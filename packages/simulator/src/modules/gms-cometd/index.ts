export {
  COMETD_PATH,
  createBayeuxServer,
  serviceChannelPattern,
  type BayeuxServer,
  type OperationHandler,
} from './gms-cometd.bayeux';
export {
  COMETD_FILES_PATH,
  cometdFileOperations,
  cometdPushChannel,
  gmsCometdModule,
} from './gms-cometd.module';
export {
  cometdOperations,
  createCometdService,
  formOf,
  publishedOperationSchema,
  type CometdOperation,
  type CometdService,
  type CometdServiceInput,
} from './gms-cometd.service';
