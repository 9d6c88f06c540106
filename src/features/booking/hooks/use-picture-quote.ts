/**
 * The price picture of a special-car booking (D5, `/CsOrder/PicturePrice`, spec §7): asked once the
 * booking has a picture-priced trip type (`isPicturePriced`: 半日租, 日租) and a car level, and
 * handed to the booking machine as `picture.quoted`, which keeps it while the booking keeps that
 * trip type and car level (machines/special-car-machine.ts). Any other trip asks nothing. The
 * answer is kept by trip type and car level, which are all the server quotes by, so going back to
 * a trip asked before does not ask again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { isPicturePriced, type SpecialCarBookingData } from '../../../../rules/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { picturePrice } from '../api/price.ts';
import { bookingKeys } from '../api/query-keys.ts';
import type { PictureQuote } from '../machines/special-car-machine.ts';

/** How long a quote is reused while the page is open: the picture of a package changes rarely. */
const QUOTE_FRESH_MS = 10 * 60_000;

/**
 * Asks the picture of `data`'s trip when it is picture-priced and hands each answer to `onQuote`.
 *
 * @example usePictureQuote(user.enterpriseId, data, (quote) => send({ type: 'picture.quoted', quote }))
 */
export function usePictureQuote(enterpriseId: number, data: SpecialCarBookingData, onQuote: (quote: PictureQuote) => void): void {
  const transport = useTransport();
  const { tripType, firstCarType } = data;
  const asked = tripType !== undefined && typeof firstCarType === 'number' && isPicturePriced(tripType);
  const query = useQuery({
    queryKey: bookingKeys.lookup('picturePrice', enterpriseId, tripType, typeof firstCarType === 'number' ? firstCarType : undefined),
    queryFn: () =>
      picturePrice(transport, {
        enterpriseId,
        carTypeLevel: firstCarType as number,
        tripType: tripType as number,
        travelTime: data.travelDateTime,
        city: data.pickUp.city,
      }),
    enabled: asked,
    staleTime: QUOTE_FRESH_MS,
  });
  const url = asked && query.data ? query.data.picturePriceUrl : undefined;
  useEffect(() => {
    if (url === undefined || tripType === undefined || typeof firstCarType !== 'number') return;
    onQuote({ tripType, carTypeLevel: firstCarType, picturePriceUrl: url });
    // onQuote is the page's sender, the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, tripType, firstCarType]);
}
