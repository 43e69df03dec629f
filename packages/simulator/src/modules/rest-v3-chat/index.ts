export {
  imagePath,
  selectEvents,
  toV3Message,
  type TranscriptPage,
  type V3Content,
  type V3Message,
  type V3MessageType,
  type V3PartyType,
} from './rest-v3-chat.messages';
export {
  CLIENT_KEY_HEADER,
  imageMimeTypes,
  REST_V3_CHAT_BASE,
  restV3ChatModule,
  type V3ErrorBody,
} from './rest-v3-chat.module';
export { issueClientToken, verifyClientToken, type ClientTokenClaims } from './rest-v3-chat.token';
