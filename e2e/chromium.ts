/**
 * The machine's Chromium and the flags it runs with here (headless, and none of its own network
 * traffic, which this machine's closed network refuses): the browser tests and the web bench's
 * Lighthouse start it the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
