/** Entry of the `booking-rules` bin (bin/booking-rules.mjs loads it through tsx). */
import { nodeIo, runCli } from './booking-rules.ts';

try {
  process.exitCode = runCli(process.argv.slice(2), nodeIo);
} catch (e) {
  // A bug, not bad input: say so in both languages without a stack trace unless asked for.
  const detail = process.env.DEBUG ? (e instanceof Error ? e.stack : String(e)) : String(e instanceof Error ? e.message : e);
  process.stderr.write(`booking-rules: 内部错误 internal error: ${detail}\n`);
  process.exitCode = 70;
}
