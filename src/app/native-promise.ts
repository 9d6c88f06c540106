/**
 * Stands in for `promise-polyfill` where the monitoring agent imports it (`unusedPartsStubbed` in
 * vite.config.ts; 0.8 KB gzip on every page, issue 9 §2). The agent uses the polyfill only where
 * the global `Promise` is missing (@elastic/apm-rum-core `common/polyfills.js`), and every browser
 * the portal runs in has one (it needs `fetch`, ES modules and Web Crypto already).
 */
export default globalThis.Promise;
