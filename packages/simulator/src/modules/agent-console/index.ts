export {
  AGENT_CONSOLE_CSP,
  agentConsoleModule,
  registerAgentConsole,
} from './agent-console.module';
export { AGENT_CONSOLE_PATH } from './agent-console.page';
