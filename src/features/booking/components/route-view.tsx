/**
 * The route of a booking (issue 23 §2): on the confirm step and the order detail, the distance, the
 * time and the places in order with each leg, from the server's route through the places the
 * addresses name (`routeQuery`), and a sketch of it: an SVG drawn from the coordinates the server
 * answered — the line projected into a box, the places numbered on it. No map tiles, no network
 * besides the route's own call: the page never depends on a network it does not have.
 *
 * Fetched with the confirm step (`lazyField`), never with the booking page's first bundle.
 */
import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { routePoints, routeQuery } from '../api/route.ts';
import type { RouteAnswer, RoutePoint, RouteTrip } from '../api/route.ts';

export interface RouteViewProps {
  /** The trip of the form or the order: its pickup, its stops (while 途经停靠 is ticked) and its drop-off. */
  trip: RouteTrip;
  /** A round trip (special car 同城往返, 异地往返): priced with the way back, which the route drawn does not show. */
  roundTrip?: boolean | undefined;
}

/** Said under a round trip's route, whose price counts the way back. */
export const ROUND_TRIP_NOTE = '往返行程按往返里程计价，此处显示去程路线';

/** The sketch's box, in SVG units. */
const WIDTH = 320;
const HEIGHT = 200;
const PAD = 18;

/**
 * Points in a box of `width` × `height` (less `pad` on each side): longitude scaled by the cosine of the
 * middle latitude (an equirectangular projection, true enough over a city or two), north up, the
 * same scale both ways, centred.
 *
 * @example project([{ lat: 31.23, lng: 121.47 }, { lat: 31.24, lng: 121.49 }], 320, 200, 18)
 */
export function project(points: readonly RoutePoint[], width = WIDTH, height = HEIGHT, pad = PAD): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * k;
  const spanY = maxLat - minLat;
  const scale = Math.min(spanX > 0 ? (width - 2 * pad) / spanX : Infinity, spanY > 0 ? (height - 2 * pad) / spanY : Infinity);
  const s = Number.isFinite(scale) ? scale : 0;
  const offsetX = (width - spanX * s) / 2;
  const offsetY = (height - spanY * s) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return points.map((p) => ({ x: round(offsetX + (p.lng - minLng) * k * s), y: round(offsetY + (maxLat - p.lat) * s) }));
}

const legText = (leg: { distance: number; duration: number } | undefined) => (leg ? `${leg.distance} 公里，${leg.duration} 分钟` : '');

/** The places in order, each after the first with the leg that reaches it. */
function order(route: RouteAnswer): string {
  return route.places.map((place, i) => `${i + 1}. ${place.name}${i > 0 && route.legs[i - 1] ? `（${legText(route.legs[i - 1])}）` : ''}`).join(' → ');
}

/** The sketch: the line, then the places numbered on it. */
export function RouteSketch({ route }: { route: RouteAnswer }) {
  const line = route.path.length >= 2 ? route.path : route.places;
  const projected = project([...line, ...route.places]);
  const path = projected.slice(0, line.length);
  const places = projected.slice(line.length);
  const name = `路线示意图：${route.places.map((p) => p.name).join(' → ')}`;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="gray.50" maxW="28rem" mt="2">
      <svg role="img" aria-label={name} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block' }}>
        <title>{name}</title>
        <polyline points={path.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="#2563eb" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        {places.map((p, i) => (
          <g key={`${i}-${route.places[i]?.placeId}`} data-place={i + 1}>
            <circle cx={p.x} cy={p.y} r="9" fill={i === 0 ? '#16a34a' : i === places.length - 1 ? '#dc2626' : '#f59e0b'} stroke="white" strokeWidth="2" />
            <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle" fontSize="10" fontWeight="bold" fill="white">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}

/**
 * The route section.
 *
 * @example <RouteView trip={data} />
 */
export function RouteView({ trip, roundTrip }: RouteViewProps) {
  const transport = useTransport();
  const points = routePoints(trip);
  const route = useQuery(routeQuery(transport, points));
  if (points.length < 2) return null;
  return (
    <Section title="行程路线">
      {route.isPending ? (
        <Hint>正在获取路线…</Hint>
      ) : route.isError ? (
        <Hint>{`暂时无法获取路线：${route.error.message}`}</Hint>
      ) : (
        <>
          <DescriptionList
            items={[
              { label: '行驶距离', value: `约 ${route.data.distance} 公里` },
              { label: '预计用时', value: `约 ${route.data.duration} 分钟` },
              { label: '途经顺序', value: order(route.data) },
            ]}
          />
          {roundTrip ? <Hint>{ROUND_TRIP_NOTE}</Hint> : null}
          <RouteSketch route={route.data} />
        </>
      )}
    </Section>
  );
}
