const { cleanMarkup, CONFIG_PRELOAD, fileFor, STARTER, startAfterPaint } = require('../../scripts/prerender.js') as {
  cleanMarkup(html: string, route: string): string;
  CONFIG_PRELOAD: string;
  fileFor(route: string): string;
  startAfterPaint(html: string): string;
  STARTER: string;
};

/** The build step that puts first screens into HTML: what it lets through, and what it refuses. */
describe('scripts/prerender.js', () => {
  it('lets plain markup through, and refuses a style attribute, an inline script or style, which the CSP would block', () => {
    const plain = '<label class="radio"><input type="radio" class="visually-hidden" name="idType"/>Passport</label>';
    expect(cleanMarkup(plain, '/login')).toBe(plain);
    expect(() => cleanMarkup('<p style="color:red">x</p>', '/')).toThrow(/style attribute/);
    expect(() => cleanMarkup('<span style="position:absolute;width:1px"></span>', '/login')).toThrow(/style attribute/);
    expect(() => cleanMarkup('<p>x</p><script>alert(1)</script>', '/')).toThrow(/inline script/);
    expect(() => cleanMarkup('<p>x</p><style>p{}</style>', '/')).toThrow(/inline script or style/);
  });

  it('writes each route where the servers look for it', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/login/acceptance-code')).toBe('login/acceptance-code/index.html');
  });

  it('turns the app scripts into low-priority preloads run by the one inlined starter, and refuses an unexpected page', () => {
    const built = `<!doctype html><html><head>${CONFIG_PRELOAD}<script defer src="/assets/main.1a2b.js"></script></head><body></body></html>`;
    const page = startAfterPaint(built);
    // config.json stays a fetch preload in the mode of the app's fetch (src/main.tsx): data, never run.
    expect(CONFIG_PRELOAD).toBe(
      '<link rel="preload" as="fetch" href="/config.json" crossorigin fetchpriority="low" data-app>',
    );
    expect(page).toContain(CONFIG_PRELOAD);
    expect(page).toContain('<link as="script" href="/assets/main.1a2b.js" fetchpriority="low" data-app>');
    expect(page).toContain(`<script>${STARTER}</script></head>`);
    expect(page).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(() => startAfterPaint('<!doctype html><html><head></head></html>')).toThrow(/does not preload config.json/);
    expect(() => startAfterPaint(built.replace(CONFIG_PRELOAD, '<script defer src="/config.js"></script>'))).toThrow(
      /does not preload config.json/,
    );
  });
});
