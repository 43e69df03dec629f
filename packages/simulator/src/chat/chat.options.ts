import * as z from 'zod';
import type { FileLimits } from './chat.types';

/** The scripted agent scenarios that can be run by name. */
export const scenarioNames = ['demo'] as const;

/** A scripted agent scenario. */
export type ScenarioName = (typeof scenarioNames)[number];

/** Chat options of `startSimulator` (the `chat` field). */
export interface ChatOptions {
  /** Longest visitor message in characters; longer ones are refused (GMS code 204). @default 500 */
  maxMessageLength?: number;
  /** File limits; fields left out keep their defaults (see {@link defaultFileLimits}). */
  fileLimits?: Partial<FileLimits>;
  /** Whether new chats can start (GMS code 240 when not); the control API changes it. @default true */
  serviceAvailable?: boolean;
  /** When set, every GMS chat request must carry this value in an `apikey` header. */
  apiKey?: string;
  /** The GMS `alias` given to every chat. @default '117' */
  alias?: string;
  /** How long agent typing lasts before TypingStopped when no duration is given. @default 3000 */
  agentTypingMs?: number;
  /** Scripted agent scenario to run; none by default, so tests drive the agent themselves. */
  scenario?: ScenarioName;
  /** Name of the scripted agent. @default 'Anna' */
  agentName?: string;
  /** Delay before the scripted agent joins a new chat. @default 1500 */
  agentJoinDelayMs?: number;
  /** How long the scripted agent types before each reply. @default 800 */
  agentReplyDelayMs?: number;
  /** How long after its idle alert (which announces it) the scripted agent closes a chat the visitor left idle. @default 10000 */
  idleCloseMs?: number;
  /** Period of the heartbeat frames on the Genesys Cloud guest chat event stream (protocols 2.2). @default 10000 */
  cloudHeartbeatMs?: number;
}

/** The chat options with every default filled in. */
export interface ResolvedChatOptions {
  /** Longest visitor message in characters. */
  maxMessageLength: number;
  /** File limits. */
  fileLimits: FileLimits;
  /** Whether new chats can start after a reset. */
  serviceAvailable: boolean;
  /** Required `apikey` header value, if any. */
  apiKey: string | undefined;
  /** The GMS `alias`. */
  alias: string;
  /** Default agent typing duration. */
  agentTypingMs: number;
  /** Scripted agent scenario, if any. */
  scenario: ScenarioName | undefined;
  /** Name of the scripted agent. */
  agentName: string;
  /** Delay before the scripted agent joins. */
  agentJoinDelayMs: number;
  /** Scripted agent typing time before each reply. */
  agentReplyDelayMs: number;
  /** Scripted agent idle close delay. */
  idleCloseMs: number;
  /** Period of the cloud event stream's heartbeat frames. */
  cloudHeartbeatMs: number;
}

/** File limits used when the options name none. */
export const defaultFileLimits: FileLimits = {
  maxFiles: 10,
  maxFileSize: 10 * 1024 * 1024,
  maxTotalSize: 50 * 1024 * 1024,
  needAgent: true,
  fileTypes: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'txt'],
  downloadAttempts: 10,
  deleteFile: false,
};

const milliseconds = () => z.int().min(0).max(3_600_000);

/** Validates the `chat` option of `startSimulator`. */
export const chatOptionsSchema = z.strictObject({
  maxMessageLength: z.int().min(1).optional(),
  fileLimits: z
    .strictObject({
      maxFiles: z.int().min(0),
      maxFileSize: z.int().min(0),
      maxTotalSize: z.int().min(0),
      needAgent: z.boolean(),
      fileTypes: z.array(
        z.string().regex(/^[a-z0-9]+$/, 'must be a lower-case extension without a dot'),
      ),
      downloadAttempts: z.int().min(0),
      deleteFile: z.boolean(),
    })
    .partial()
    .optional(),
  serviceAvailable: z.boolean().optional(),
  apiKey: z.string().min(1).optional(),
  alias: z.string().min(1).optional(),
  agentTypingMs: milliseconds().optional(),
  scenario: z.enum(scenarioNames).optional(),
  agentName: z.string().min(1).optional(),
  agentJoinDelayMs: milliseconds().optional(),
  agentReplyDelayMs: milliseconds().optional(),
  idleCloseMs: milliseconds().optional(),
  cloudHeartbeatMs: z.int().min(10).max(3_600_000).optional(),
});

/** Fills in the defaults of already validated chat options. */
export function resolveChatOptions(options: ChatOptions = {}): ResolvedChatOptions {
  return {
    maxMessageLength: options.maxMessageLength ?? 500,
    fileLimits: { ...defaultFileLimits, ...options.fileLimits },
    serviceAvailable: options.serviceAvailable ?? true,
    apiKey: options.apiKey,
    alias: options.alias ?? '117',
    agentTypingMs: options.agentTypingMs ?? 3000,
    scenario: options.scenario,
    agentName: options.agentName ?? 'Anna',
    agentJoinDelayMs: options.agentJoinDelayMs ?? 1500,
    agentReplyDelayMs: options.agentReplyDelayMs ?? 800,
    idleCloseMs: options.idleCloseMs ?? 10_000,
    cloudHeartbeatMs: options.cloudHeartbeatMs ?? 10_000,
  };
}
