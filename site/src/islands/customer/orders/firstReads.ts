// The order page's reads of the order and its parts: each the answer the page's own script asked for early (early.ts)
// where there is one, else asked now. The page draws its sections with these answers (OrderDetailsPage.tsx), so that
// opening an order reads each part once (issue 37: a phone's time and the API's); a section's later reads (after
// booking a visit, say) ask the API again.
import { call, type CallRef } from '@fitout/shared/client';
import { type Answer, type Endpoint, relativePathOf } from '@fitout/shared/contract/endpoint';
import { api } from '../../session/session.ts';
import { earlyOr } from '../early.ts';

/** One of the order's parts, as the page's own script read it early (early.ts), else read now. */
export const readOrderPart = <E extends Endpoint>(endpoint: CallRef<E>, slug: string): Promise<Answer<E>> =>
  earlyOr(relativePathOf(endpoint, { slug }), () => call(api, endpoint, { params: { slug } }));
