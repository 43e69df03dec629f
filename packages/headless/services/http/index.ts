export { createHttpClient, HttpError } from './http-client';
export type {
  FetchFunction,
  FormFields,
  HttpClient,
  HttpClientOptions,
  HttpErrorDetails,
  HttpErrorKind,
  HttpRequestOptions,
} from './http-client';
