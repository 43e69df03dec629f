export { gmsEmailBase, gmsEmailModule } from './gms-email.module';
