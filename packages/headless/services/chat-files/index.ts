export type { ChatText } from './chat-text';
export {
  idleNotice,
  idleNoticeText,
  parseSurveyNotice,
  surveyParticipantName,
} from './chat-notices';
export type { IdleNotice, SurveyNotice } from './chat-notices';
export { maxShownFileNameLength, shortenFileName } from './file-name';
export { checkUpload, serverFileError } from './upload-check';
export type {
  UploadCandidate,
  UploadCheck,
  UploadCheckOptions,
  UploadRefusalReason,
} from './upload-check';
