export { assetsModule } from './assets.module';
export { simulatorAsset, type SimulatorAsset } from './assets.content';
