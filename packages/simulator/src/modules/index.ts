import type { SimulatorModule } from '../module';
import { agentConsoleModule } from './agent-console';
import { assetsModule } from './assets';
import { chatsModule } from './chats';
import { cloudV2ChatModule } from './cloud-v2-chat';
import { callbacksModule } from './callbacks';
import { controlModule } from './control';
import { gesEwtModule, gmsEwtModule, statsModule } from './ewt';
import { faultsModule } from './faults';
import { glueModule } from './glue';
import { gesCallbackModule } from './ges-callback';
import { gmsCallbackModule } from './gms-callback';
import { gmsChatModule } from './gms-chat';
import { gmsCometdModule } from './gms-cometd';
import { restV3ChatModule } from './rest-v3-chat';
import { gmsClickToCallModule } from './gms-click-to-call';
import { clickToCallModule } from './click-to-call';
import { coBrowseControlModule, gcbCoBrowseModule } from './cobrowse';
import { gkcKnowledgeV1Module, gkcKnowledgeV2Module } from './gkc-knowledge';
import { knowledgeModule } from './knowledge';
import { gmsEmailModule } from './gms-email';
import { sendMessageModule } from './send-message';
import { gweControlModule, gweModule } from './gwe';

export * from './agent-console';
export * from './assets';
export * from './chats';
export * from './cloud-v2-chat';
export * from './ewt';
export { controlModule, eventsQuerySchema } from './control';
export * from './faults';
export * from './glue';
export * from './gms-chat';
export * from './gms-cometd';
export * from './rest-v3-chat';
export * from './gms-callback';
export * from './ges-callback';
export * from './callbacks';
export * from './gms-click-to-call';
export * from './click-to-call';
export * from './cobrowse';
export * from './gkc-knowledge';
export * from './knowledge';
export * from './gms-email';
export * from './send-message';
export * from './gwe';

/** The modules loaded when no `modules` option is given; faults comes first so its hooks see every later route. */
export const builtInModules: readonly SimulatorModule[] = [
  faultsModule,
  glueModule,
  controlModule,
  gmsChatModule,
  chatsModule,
  agentConsoleModule,
  assetsModule,
  restV3ChatModule,
  gmsCometdModule,
  cloudV2ChatModule,
  gmsCallbackModule,
  gesCallbackModule,
  callbacksModule,
  gmsEwtModule,
  gesEwtModule,
  statsModule,
  gmsClickToCallModule,
  clickToCallModule,
  gcbCoBrowseModule,
  coBrowseControlModule,
  gkcKnowledgeV2Module,
  gkcKnowledgeV1Module,
  knowledgeModule,
  gmsEmailModule,
  sendMessageModule,
  gweModule,
  gweControlModule,
];
