const { cleanMarkup, fileFor, STARTER, startAfterPaint, STYLE_CLASSES } = require('../../scripts/prerender.js') as {
  cleanMarkup(html: string, route: string): string;
  fileFor(route: string): string;
  startAfterPaint(html: string): string;
  STARTER: string;
  STYLE_CLASSES: Record<string, string>;
};

/** The build step that puts first screens into HTML (issue 8): what it lets through, and what it refuses. */
describe('scripts/prerender.js', () => {
  const hidden = Object.keys(STYLE_CLASSES)[0]!;

  it("turns react-aria's visually-hidden style attribute into the class the stylesheet has", () => {
    expect(cleanMarkup(`<span style="${hidden}"><input/></span>`, '/login')).toBe(
      '<span class="visually-hidden"><input/></span>',
    );
  });

  it('refuses any other style attribute, and inline scripts or styles, which the CSP would block', () => {
    expect(() => cleanMarkup('<p style="color:red">x</p>', '/')).toThrow(/style attribute/);
    expect(() => cleanMarkup('<p>x</p><script>alert(1)</script>', '/')).toThrow(/inline script/);
    expect(() => cleanMarkup(`<span class="a" style="${hidden}"></span>`, '/')).toThrow(/two class attributes/);
  });

  it('writes each route where the servers look for it', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/login/acceptance-code')).toBe('login/acceptance-code/index.html');
  });

  it('turns the app scripts into low-priority preloads run by the one inlined starter, and refuses an unexpected page', () => {
    const built =
      '<!doctype html><html><head><script defer src="/config.js"></script><script defer src="/assets/main.1a2b.js"></script></head><body></body></html>';
    const page = startAfterPaint(built);
    expect(page).toContain('<link rel="preload" as="script" href="/config.js" fetchpriority="low" data-app>');
    expect(page).toContain('<link rel="preload" as="script" href="/assets/main.1a2b.js" fetchpriority="low" data-app>');
    expect(page).toContain(`<script>${STARTER}</script></head>`);
    expect(page).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(() => startAfterPaint('<!doctype html><html><head></head></html>')).toThrow(/does not load config.js/);
  });
});
