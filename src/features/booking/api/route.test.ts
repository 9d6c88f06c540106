import { describe, expect, it } from 'vitest';

import { project } from '../components/route-view.tsx';
import { routePoints } from './route.ts';

const at = (name: string, placeId = '') => ({ landmark: name, name, placeId, address: '' });

describe('the route of a booking (issue 23 §2)', () => {
  it('asks through the pickup, the stops while 途经停靠 is ticked, and the drop-off, in order', () => {
    const trip = { pickUp: at('人民广场', 'poi:1'), destination: at('上海虹桥站', 'address:104'), isStop: true, additionStopsList: [at('外滩', 'poi:2')] };
    expect(routePoints(trip)).toEqual([trip.pickUp, trip.additionStopsList[0], trip.destination]);
    expect(routePoints({ ...trip, isStop: false })).toEqual([trip.pickUp, trip.destination]);
  });

  it('asks nothing while fewer than two places are named', () => {
    const empty = { landmark: '', name: '', placeId: '', address: '' };
    expect(routePoints({ pickUp: at('人民广场', 'poi:1'), destination: empty, isStop: false, additionStopsList: [] })).toEqual([]);
  });

  it('projects the points into the sketch box, north up, the same scale both ways, centred', () => {
    // 0.1° of longitude at 60° N is as long as 0.05° of latitude.
    const [a, b] = project([{ lat: 60, lng: 10 }, { lat: 60.05, lng: 10.1 }], 120, 120, 10);
    expect(a).toEqual({ x: 10, y: 110 });
    expect(b!.x).toBeCloseTo(110, 0);
    expect(b!.y).toBeCloseTo(10, 0);
    // One point: the middle of the box.
    expect(project([{ lat: 31.2, lng: 121.4 }], 100, 60, 5)).toEqual([{ x: 50, y: 30 }]);
  });
});
