export { gmsCallbackBase, gmsCallbackModule } from './gms-callback.module';
