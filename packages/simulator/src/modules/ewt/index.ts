export { gesEwtModule, gmsEwtModule, statsModule } from './ewt.module';
export { ewtModes, GES_EWT_PATH, GMS_EWT_V1_PATH, GMS_EWT_V2_BASE } from './ewt.wire';
