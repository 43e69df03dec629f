import type { SimulatorModule } from '../module';
import { controlModule } from './control';
import { glueModule } from './glue';

export { controlModule, eventsQuerySchema } from './control';
export * from './glue';

/** The modules loaded when no `modules` option is given. */
export const builtInModules: readonly SimulatorModule[] = [glueModule, controlModule];
