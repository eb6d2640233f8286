import { Module } from 'node:module';
import { resolve } from 'node:path';
import type * as Puppeteer from 'puppeteer-core';
import type { Driver } from './smoke-page';

// puppeteer-core ships ESM only. Jest's require cannot load that, and it swaps its own into createRequire and
// getBuiltinModule; the Module class's own require is still Node's, which can (Node 20.19+).
const loader = new Module(__filename);
loader.paths = [resolve(__dirname, '../../../node_modules')];
const puppeteer = loader.require('puppeteer-core') as typeof Puppeteer;

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Debian's Firefox ESR over WebDriver BiDi: one browser a file, a fresh browser context (no storage) a journey. */
export function firefox() {
  let browser: Puppeteer.Browser | undefined;
  return {
    async open(): Promise<Driver> {
      browser ??= await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      const element = async (script: string) => {
        const element = (await page.evaluateHandle(script)).asElement();
        if (!element) throw new Error(`not an element: ${script.slice(0, 80)}`);
        return element as Puppeteer.ElementHandle;
      };
      return {
        problems,
        goto: async (url) => void (await page.goto(url)),
        run: <T>(script: string) => page.evaluate(script) as Promise<T>,
        click: async (script) => (await element(script)).click(),
        type: async (script, text) => (await element(script)).type(text),
        press: (key) => page.keyboard.press(key),
        async narrow(width) {
          await page.setViewport({ width, height: 740 });
          return page.evaluate(() => window.innerWidth);
        },
        close: () => context.close(),
      };
    },
    stop: async () => browser?.close(),
  };
}
