export async function benchBrowser(_log: (line: string) => void) { return []; }
