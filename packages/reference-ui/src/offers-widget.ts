// The drop-in Offers alone: its graph holds only what the page loads first (the plugin's table and
// the loader); the offer itself is a separate chunk. The `./offers` entry re-exports every part.
export { Offers, type OffersProps } from './offers/offers';
