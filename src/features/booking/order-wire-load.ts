/**
 * The one fetch of `order-wire.ts` (see there why it is fetched on first use).
 *
 * @example const wire = await orderWire.preload(); wire.buildSpecialCarOrder(form, context);
 */
import { lazyValue } from '../../lib/use-loaded.ts';
import type * as OrderWireModule from './order-wire.ts';

export type OrderWire = typeof OrderWireModule;

export const orderWire = lazyValue<OrderWire>(() => import('./order-wire.ts'));
