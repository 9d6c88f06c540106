/**
 * The defaults of the toasts and notifications the transport's hooks show (spec §9). The
 * transport shows nothing itself; the app's hooks pass these to its UI kit.
 */

/**
 * Short messages (business-error toasts, download info): 3 s, 65 px from the top (spec §9).
 *
 * @example toaster.create({ description: message, type: 'error', duration: MESSAGE_DEFAULTS.durationMs })
 */
export const MESSAGE_DEFAULTS = { durationMs: 3_000, topPx: 65 } as const;

/**
 * Notifications (HTTP errors titled `请求错误 {status}`): 4.5 s, top right, 24 px from the top
 * and from the side (spec §9).
 *
 * @example toaster.create({ title, description, placement: NOTIFICATION_DEFAULTS.placement })
 */
export const NOTIFICATION_DEFAULTS = {
  durationMs: 4_500,
  /** Top right; Chakra v3's toaster names it `top-end`. */
  placement: 'top-end',
  topPx: 24,
  bottomPx: 24,
  sidePx: 24,
} as const;

/**
 * The older notice component's default duration (spec §9 "an older notice default 1.5 s").
 *
 * @example setTimeout(close, NOTICE_DEFAULT_DURATION_MS)
 */
export const NOTICE_DEFAULT_DURATION_MS = 1_500;
