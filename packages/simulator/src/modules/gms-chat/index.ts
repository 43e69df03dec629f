export {
  attachmentHeader,
  envelope,
  eventsFrom,
  gmsErrorOf,
  gmsSessions,
  limitsUserData,
  toGmsMessage,
  type EnvelopeParts,
  type GmsEnvelope,
  type GmsErrorBody,
  type GmsKeys,
  type GmsStatusCode,
} from './gms-chat.envelope';
export {
  acceptFormBodies,
  FormBodyError,
  nestFormEntries,
  toStringRecord,
  type FormEntries,
  type FormEntryValue,
  type FormObject,
  type FormValue,
} from './gms-chat.form';
export {
  GMS_CHAT_BASE,
  GmsRefusal,
  gmsChatModule,
  gmsOperations,
  type GmsOperation,
  type GmsOperationInput,
} from './gms-chat.module';
export {
  sessionFieldsSchema,
  startErrors,
  startFieldsSchema,
  type GmsErrorEntry,
  type SessionFields,
  type StartFields,
} from './gms-chat.schemas';
