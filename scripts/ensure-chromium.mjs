#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its own browsers here).
 * Installs it when missing and running as root; otherwise says how, and fails.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is not installed at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium or Chrome binary).`,
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian’s chromium package…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
} catch {
  console.error('Could not install chromium with apt-get. Install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
