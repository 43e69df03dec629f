export { agentTypingAnatomy } from './agent-typing.anatomy';
export { connect as connectAgentTyping, type AgentTypingApi } from './agent-typing.connect';
export { agentTypingEventOf, agentTypingEventsOf } from './agent-typing.events';
export {
  agentTypingMachine,
  defaultAgentTypingTimeout,
  type AgentTypingMachine,
} from './agent-typing.machine';
export type {
  AgentTypingContext,
  AgentTypingEmitted,
  AgentTypingEvent,
  AgentTypingInput,
} from './agent-typing.types';
