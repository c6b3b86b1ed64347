import { defineConfig } from '@playwright/test';

/** Journeys in Debian's Chromium against the built server; each worker starts its own portal. */
export default defineConfig({
  testDir: './specs',
  // Journeys share 2 cores with two portals and two browsers: slow steps get time, assertions stay the same.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // As many people set it: no transitions, so a journey never waits for a dialog to finish fading in.
    contextOptions: { reducedMotion: 'reduce' },
    // A trace records every action's DOM and screen: costly on 2 cores, and CI keeps no files (a failure
    // prints the pages' accessibility trees instead: fixtures/test.ts). Kept for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
