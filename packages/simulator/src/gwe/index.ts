export {
  GWE_LOG_MODULE,
  gweDomain,
  gweOptionsSchema,
  type GweDisposition,
  type GweDomainApi,
  type GweNotification,
  type GweOptions,
  type GweTrackedEvent,
  type GweVisitor,
  type ResolvedGweOptions,
} from './gwe.domain';
