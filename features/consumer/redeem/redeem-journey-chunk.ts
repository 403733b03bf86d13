import { lazyExport } from '../../../ui/lazy-component.ts';

/**
 * The redeem journey, a chunk of its own that browsing the categories and offers never loads: an offer's details
 * fetch it while they are read (consumer-shell.tsx), and opening a page of the journey directly fetches it beside
 * the marketplace shell (app/consumer-routes.tsx), so neither shows the journey's wait first.
 */
export const RedeemJourneyProvider = lazyExport(() => import('./redeem-journey.tsx'), 'RedeemJourneyProvider');
