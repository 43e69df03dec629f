export {
  executeRemote,
  readRemoteValues,
  type ExecuteRemoteOptions,
  type RemoteCommand,
} from './remote';
export { registerLazyRemote } from './remote.lazy';
export {
  remoteErrorTexts,
  remoteManifest,
  type RemoteExecuteOptions,
  type RemoteOutcome,
  type RemoteValue,
} from './remote.manifest';
export { attachRemote, remotePlugin } from './remote.plugin';
