/**
 * The price pictures /CsOrder/PicturePrice points at: an SVG price list of a car level's
 * half-day or full-day package, drawn from the tariff (no session: an <img> fetches it). Which trip
 * types have a picture is the rules core's (`isPicturePriced`, rules/payment/picture-price.ts).
 */
import type { FastifyInstance } from 'fastify';
import { isPicturePriced, serviceTypeLabels } from '../../../rules/index.ts';
import { estimatePrice } from '../tariff.ts';

export function registerPricePictures(app: FastifyInstance): void {
  app.get('/price-pictures/:name', (request, reply) => {
    const match = /^(\d)-(\d+)\.svg$/.exec((request.params as { name: string }).name);
    const level = Number(match?.[1]);
    const tripType = Number(match?.[2]);
    const estimate = isPicturePriced(tripType) ? estimatePrice({ carTypeLevel: level, tripType, route: undefined }) : undefined;
    if (!estimate) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const title = `${serviceTypeLabels[String(tripType)] ?? ''}套餐价`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
<rect width="360" height="120" rx="8" fill="#f5f7fa" stroke="#c9d1dc"/>
<text x="20" y="40" font-size="18" font-family="sans-serif" fill="#1f2d3d">${title}</text>
<text x="20" y="75" font-size="28" font-family="sans-serif" fill="#d4380d">¥${estimate.price}</text>
<text x="20" y="102" font-size="12" font-family="sans-serif" fill="#5a6b7d">含 ${estimate.mileage} 公里 / ${estimate.time / 60} 小时，超出部分按实际结算</text>
</svg>`;
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'max-age=3600').send(svg);
  });
}
