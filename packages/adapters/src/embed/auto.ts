import { autoBoot } from './genesys-embed';

/** The embed booted from `window._genesys.widgets` when this script ran, if the page defined the settings. */
export const embed = autoBoot();
