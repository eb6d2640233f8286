import { Builder, Capabilities, Key, type WebElement } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import type { Driver } from './smoke-page';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK's MiniBrowser through `WebKitWebDriver` (Debian's webkit2gtk-driver): one driver service a file, a new
 * browser (no storage) a journey. MiniBrowser needs a display: the suite runs under `xvfb-run`.
 */
export function webkit() {
  let service: DriverService | undefined;
  let server: Promise<string> | undefined;
  return {
    async open(): Promise<Driver> {
      if (!server) {
        const port = 19400 + Math.floor(Math.random() * 500);
        // 127.0.0.1: selenium would otherwise reach for the machine's name, which need not resolve to this host.
        service = new DriverService(WEBKIT_DRIVER, {
          port,
          hostname: '127.0.0.1',
          args: [`--port=${port}`, '--host=127.0.0.1'],
        });
        server = service.start();
      }
      const capabilities = new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      });
      const driver = await new Builder()
        .usingServer(await server)
        .withCapabilities(capabilities)
        .build();
      const element = async (script: string) => driver.executeScript<WebElement>(`return ${script}`);
      return {
        // WebDriver classic sees no console: an error shows as a step that never completes.
        problems: [],
        goto: (url) => driver.get(url),
        run: (script) => driver.executeScript(`return ${script}`),
        click: async (script) => (await element(script)).click(),
        type: async (script, text) => (await element(script)).sendKeys(text),
        press: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
        async narrow(width) {
          await driver.manage().window().setRect({ width, height: 800 });
          return driver.executeScript<number>('return window.innerWidth');
        },
        close: () => driver.quit(),
      };
    },
    stop: async () => void (await service?.kill()),
  };
}
