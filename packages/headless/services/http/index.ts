export { createHttpClient, HttpError } from './http-client';
export { isWebUrl, parseWebUrl } from './web-url';
export type {
  FetchFunction,
  FormFields,
  HttpClient,
  HttpClientOptions,
  HttpErrorDetails,
  HttpErrorKind,
  HttpRequestOptions,
  MultipartHttpClient,
} from './http-client';
