/**
 * The picture-priced trip types are declared once (rules/payment/picture-price.ts, issue 22 §1):
 * the server's `/CsOrder/PicturePrice` answers a picture and `/price-pictures/…` draws one exactly
 * for them, and the portal's `picturePrice` (src/features/booking/api/price.ts) asks the server
 * exactly for them; for every trip type of the spec, the portal's answer is the server's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPicturePriced, ServiceType } from '../../rules/index.ts';
import { picturePrice } from '../../src/features/booking/api/price.ts';
import { endpoints } from '../../src/shared/index.ts';
import type { Transport } from '../../src/transport/index.ts';
import { DEMO_BOOKER, startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { signedInTransport } from './portal-transport.ts';

let t: TestServer;
let booker: TestClient;
let transport: Transport;
/** A car level 上海华信 (1001) offers (db/seed/reference.json `enterpriseCarLevels`). */
const level = 2;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  ({ transport } = await signedInTransport(t, DEMO_BOOKER));
});
afterAll(() => t.stop());

const request = (tripType: number) => ({ enterpriseId: 1001, carTypeLevel: level, tripType, travelTime: '2026-11-22 09:00', city: '上海' });

describe('price pictures', () => {
  it.each(Object.values(ServiceType))('$label ($value): a picture exactly when the rules quote it by picture, and the portal asks exactly then', async ({ value }) => {
    const answer = await booker.call(endpoints.csOrder.picturePrice, { body: request(value) });
    expect(answer.envelope.isSuccess).toBe(true);
    const url = answer.envelope.result!.picturePriceUrl;
    expect(url).toBe(isPicturePriced(value) ? `/price-pictures/${level}-${value}.svg` : null);
    const drawn = await fetch(`${t.server.url}/price-pictures/${level}-${value}.svg`);
    expect(drawn.status).toBe(isPicturePriced(value) ? 200 : 404);
    expect(await picturePrice(transport, request(value))).toEqual({ picturePriceUrl: url });
  });
});
