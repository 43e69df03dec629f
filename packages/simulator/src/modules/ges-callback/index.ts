export { gesCallbackBase, gesCallbackModule } from './ges-callback.module';
