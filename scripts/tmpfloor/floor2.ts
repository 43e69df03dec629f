export { assign, emit, enqueueActions, setup, spawnChild, not, stateIn, createActor, fromCallback, fromPromise } from 'xstate';
export { default as ky } from 'ky';
