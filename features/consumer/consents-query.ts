import type { ApiClient } from '../../api/client.ts';
import { getMyConsents } from '../../api/consents.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { CONSUMER_KEY } from './entry-queries.ts';

/**
 * The consumer's consents, which the consent request above the marketplace reads (consent-request.tsx). The
 * marketplace's warm-up starts this call beside the first screen's others (marketplace-warmup.ts), and on the
 * marketplace's landing page a script ahead of the app's has sent it already (early-calls.ts): the request's text is
 * often the page's largest, and its call used to start only once the shell had rendered (issue 31 item 5).
 */
export const consentsQuery = (client: ApiClient) => endpointQuery(client, getMyConsents, { scope: CONSUMER_KEY });
