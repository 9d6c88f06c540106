/**
 * Setup for the jsdom tests: the first `findBy…` of a file waits for a lazily loaded page whose
 * module Vite transforms on first use, which takes over a second on a busy 2-core machine. The
 * default wait of 1 s made such tests fail by load, not by behaviour; 10 s keeps them honest (a
 * page that never appears still fails) without depending on the machine's load.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
