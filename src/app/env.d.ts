/// <reference types="vite/client" />

/** The portal's build-time settings (`.env` files or the environment at `vite build`). */
interface ImportMetaEnv {
  /** The API's origin; empty or unset: the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** The RUM intake's origin; empty or unset: the page's own origin. */
  readonly VITE_APM_SERVER_URL?: string;
  /** Overrides the monitoring service name (spec §1: enterprise). */
  readonly VITE_APM_SERVICE_NAME?: string;
  /** Overrides the monitoring environment (spec §1: prod). */
  readonly VITE_APM_ENVIRONMENT?: string;
  /** Overrides the transaction sample rate (spec §1: 1). */
  readonly VITE_APM_SAMPLE_RATE?: string;
}
