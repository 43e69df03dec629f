import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorModule } from '../../module';
import { richMediaSamples } from '../../chat/rich-media-samples';
import { AGENT_CONSOLE_PATH, agentConsoleHtml } from './agent-console.page';
import { agentConsoleScript } from './agent-console.script';
import { agentConsoleCss } from './agent-console.styles';

/** The page's Content-Security-Policy: only its own script, styles and same-origin API calls. */
export const AGENT_CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

function sendAsset(
  reply: FastifyReply,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): FastifyReply {
  // The console is a development tool: always serve the current build of the page.
  return reply
    .type(contentType)
    .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers })
    .send(body);
}

/** The rich-media samples the console's menu sends, by name, with image URLs on `origin`. */
export function agentConsoleSamples(origin: string) {
  return Object.fromEntries(
    richMediaSamples(origin).map(({ name, text, contentType, content }) => [
      name,
      { text, contentType, content },
    ]),
  );
}

/** Adds the agent console page and its assets to `app`; the page needs the chat control API. */
export function registerAgentConsole(app: FastifyInstance): void {
  const page = (_request: unknown, reply: FastifyReply) =>
    sendAsset(reply, 'text/html; charset=utf-8', agentConsoleHtml, {
      'content-security-policy': AGENT_CONSOLE_CSP,
    });
  app.get(AGENT_CONSOLE_PATH, page);
  // With ignoreTrailingSlash (as the simulator runs) the first route already answers `/agent/`,
  // and declaring it again would throw a duplicate-route error.
  if (app.initialConfig.routerOptions?.ignoreTrailingSlash !== true) {
    app.get(`${AGENT_CONSOLE_PATH}/`, page);
  }
  app.get(`${AGENT_CONSOLE_PATH}/console.js`, (_request, reply) =>
    sendAsset(reply, 'text/javascript; charset=utf-8', agentConsoleScript),
  );
  app.get(`${AGENT_CONSOLE_PATH}/console.css`, (_request, reply) =>
    sendAsset(reply, 'text/css; charset=utf-8', agentConsoleCss),
  );
  app.get(`${AGENT_CONSOLE_PATH}/samples.json`, (request, reply) =>
    sendAsset(
      reply,
      'application/json; charset=utf-8',
      JSON.stringify(agentConsoleSamples(`${request.protocol}://${request.host}`)),
    ),
  );
}

/** The agent console: a web page at `/agent` where a person plays the agent of the simulated chats. */
export const agentConsoleModule: SimulatorModule = {
  name: 'agent-console',
  description:
    'Agent console page at /agent: list chats, read transcripts, join, reply, send files and rich media, end chats.',
  register: registerAgentConsole,
};
