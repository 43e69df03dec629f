import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { coBrowseMachine } from './cobrowse.machine';
import type { CoBrowseOptionsInput } from './cobrowse.options';
import { coBrowsePlugin } from './cobrowse.plugin';
import type { CoBrowseScriptLoader } from './cobrowse.types';

/** What the CoBrowse widget's runtime is made from (the `CoBrowseProvider` props, resolved). */
export interface CoBrowseRuntimeInput {
  /** Settings (`_genesys.widgets.cobrowse`); with a `src` the script loads at once. */
  options?: CoBrowseOptionsInput;
  /** Loads the script. @default a `<script>` element on the page */
  load?: CoBrowseScriptLoader;
  /** Base of the elements' ids. @default 'cx-cobrowse' */
  id?: string;
}

/**
 * The CoBrowse bridge on the widget kit: the bridge actor and the `CoBrowse` plugin (which takes
 * over the commands its lazy placeholder kept).
 */
export const coBrowseWidget = defineWidget({
  name: 'CoBrowse',
  machines: { coBrowse: coBrowseMachine },
  inputs: (input: CoBrowseRuntimeInput) => ({
    coBrowse: {
      ...(input.options ? { options: input.options } : {}),
      ...(input.load ? { load: input.load } : {}),
      ...(input.id ? { id: input.id } : {}),
    },
  }),
  plugins: ({ coBrowse }) => [bindPlugin(coBrowsePlugin, coBrowse)],
});
