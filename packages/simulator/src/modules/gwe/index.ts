export { GWE_ALIAS, gweControlModule, gweInviteBody, gwePushBody } from './gwe-control.module';
export { gweDispositionQuery, gweEventBody, gweModule } from './gwe.module';
export { GWE_BASE, GWE_INVITES_PATH, GWE_TRACKER_PATH, gweStandInScript } from './gwe.script';
