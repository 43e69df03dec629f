export {
  COBROWSE_LOG_MODULE,
  coBrowseDomain,
  coBrowseOptionsSchema,
  type CoBrowseDomainApi,
  type CoBrowseEndedBy,
  type CoBrowseOptions,
  type CoBrowseSession,
  type ResolvedCoBrowseOptions,
} from './cobrowse.domain';
