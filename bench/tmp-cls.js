const { CHROMIUM, FLAGS, serve, loginBySms } = require('../scripts/portal.js');
(async () => {
  const { origin, stop } = await serve();
  try {
    await fetch(origin + '/sandbox/reset', { method: 'POST' });
    const browser = await require('playwright-core').chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    const page = await browser.newPage();
    await page.goto(origin + '/one-time-payment');
    await loginBySms(page);
    await page.waitForURL((u) => u.pathname === '/one-time-payment');
    await page.getByRole('checkbox', { name: /TermGuard Life/ }).first().check({ force: true });
    await page.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose how to pay' }).waitFor();
    for (const n of [/^Visa card/, /Someone else is paying for me/]) await page.getByRole('radio', { name: n }).first().check({ force: true });
    await page.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'About the payor' }).waitFor();
    const url = page.url();
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    const tab = await browser.newPage();
    await tab.goto(origin + '/sandbox/state');
    await tab.evaluate((s) => Object.entries(s).forEach((i) => sessionStorage.setItem(...i)), storage);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 128 * 1024, uploadThroughput: 750 * 128 });
    await tab.addInitScript(() => {
      const desc = (n) => n ? (n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.className ? '.' + String(n.className).replace(/ /g, '.') : '') + ' "' + (n.textContent || '').slice(0, 60) + '"' : '#text ' + n.textContent.slice(0, 40)) : '?';
      new PerformanceObserver((l) => l.getEntries().forEach((e) => console.log('SHIFT ' + e.value.toFixed(4) + ' at ' + Math.round(e.startTime) + ' ' + e.sources.map((s) => desc(s.node) + ' ' + JSON.stringify([s.previousRect, s.currentRect])).join(' | ')))).observe({ type: 'layout-shift', buffered: true });
    });
    tab.on('console', (m) => m.text().startsWith('SHIFT') && console.log(m.text()));
    await tab.goto(url);
    await tab.waitForTimeout(8000);
    await tab.screenshot({ path: '/tmp/bench-scratch/decl.png' });
    await browser.close();
  } finally { stop(); }
})();
