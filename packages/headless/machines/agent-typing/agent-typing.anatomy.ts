/** The agent typing indicator's parts and their `data-scope` / `data-part` attributes. */
export const agentTypingAnatomy = {
  indicator: { attrs: { 'data-scope': 'agent-typing', 'data-part': 'indicator' } },
} as const;
