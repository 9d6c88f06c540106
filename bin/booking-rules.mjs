#!/usr/bin/env node
// The `booking-rules` command (D11). It runs the TypeScript sources through tsx, so
// `npx booking-rules ...` works right after `npm ci`, with no build step to remember.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
