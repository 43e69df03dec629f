export { coBrowseControlModule, coBrowseServiceSchema } from './cobrowse-control.module';
export { gcbCoBrowseModule } from './cobrowse.module';
export {
  COBROWSE_BASE,
  COBROWSE_POLL_MS,
  COBROWSE_SCRIPT_PATH,
  coBrowseStandInScript,
} from './cobrowse.script';
