export * from './bus';
export * from './machines/app';
export * from './services';
