import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The agent typing indicator's parts and their `data-scope` / `data-part` attributes. */
export const agentTypingAnatomy = createAnatomy('agent-typing', {
  indicator: 'indicator',
});
