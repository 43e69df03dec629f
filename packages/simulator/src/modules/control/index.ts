export { controlModule, eventsQuerySchema } from './control.module';
