export { transitionCoverage } from './machines/testing/transition-coverage';
export type { CoverageScenario, TransitionCoverage } from './machines/testing/transition-coverage';
export { createFakeChatTransport } from './machines/testing/fake-chat-transport';
export type {
  FakeChatTransport,
  FakeChatTransportOptions,
  FakeFailure,
} from './machines/testing/fake-chat-transport';
export { createFixedStore, createMemorySessionStore } from './machines/testing/stores';
export type { FixedStore } from './machines/testing/stores';
export { createMemoryTabRegistry } from './services/tab-presence/tab-presence';
export type { MemoryTabRegistry } from './services/tab-presence/tab-presence';
export { createManualClock } from './services/clock/clock';
export type { ManualClock } from './services/clock/clock';
export {
  createFakeCoBrowseScript,
  createFakeSignal,
} from './machines/testing/fake-cobrowse-script';
export type {
  FakeCoBrowseScript,
  FakeCoBrowseScriptOptions,
  FakeSignal,
} from './machines/testing/fake-cobrowse-script';
export {
  attachFakeKnowledgeCenter,
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from './machines/testing/fake-knowledge-center';
export type {
  FakeDeflectionChat,
  FakeKnowledgeCenter,
} from './machines/testing/fake-knowledge-center';
