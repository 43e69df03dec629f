export { glueFaultKey, glueModule } from './glue.module';
export {
  glueCallsQuerySchema,
  glueEndpoints,
  glueFailureSchema,
  logActionSchema,
  personalInformationSchema,
  type GlueEndpoint,
  type GlueFailureRequest,
  type LogAction,
  type PersonalInformation,
} from './glue.schemas';
export { glueState, type GlueCall, type GlueState } from './glue.state';
