export * from './chat';
export * from './stats';
export {
  defineDomain,
  type DomainStartInput,
  type SimulatorDomain,
  type SimulatorDomainInfo,
} from './domain';
export {
  createEngine,
  createEventLog,
  createFaultInjector,
  createManualClock,
  createSeededRandom,
  createStateStore,
  createTimers,
  defineSlice,
  systemClock,
  type ArmedFault,
  type CancelTimer,
  type Clock,
  type EngineOptions,
  type EventLog,
  type EventLogOptions,
  type FaultInjector,
  type FaultResponse,
  type FaultSpec,
  type ManualClock,
  type RandomSource,
  type SimulatorEngine,
  type SimulatorEvent,
  type SimulatorEventListener,
  type StateSlice,
  type StateStore,
  type Timers,
} from './engine';
export { acceptRawBodies } from './http/raw-body';
export {
  bodyError,
  readJsonBody,
  toBodyIssues,
  type BodyErrorPayload,
  type BodyIssue,
  type BodyResult,
  type ReadJsonBodyOptions,
} from './http/json-body';
export {
  CONTROL_BASE,
  type SimulatorContext,
  type SimulatorEndpoint,
  type SimulatorModule,
  type SimulatorModuleInfo,
} from './module';
export * from './modules';
export {
  parseSimulatorOptions,
  SimulatorOptionsError,
  type ResolvedSimulatorDomainOptions,
  type ResolvedSimulatorOptions,
  type SimulatorDomainOptions,
  type SimulatorOptionProblem,
  type SimulatorOptions,
} from './options';
export {
  createSimulatorApp,
  startSimulator,
  type SimulatorApp,
  type SimulatorInstance,
  type SimulatorRuntime,
  type SimulatorUrls,
} from './server';
export * from './callback';
export * from './click-to-call';
export * from './cobrowse';
export * from './knowledge';
export * from './send-message';
export * from './gwe';
