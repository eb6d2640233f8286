(function () {
  var started = false;
  var preloads = document.querySelectorAll('link[as="script"]:not([rel])');
  for (var p = 0; p < preloads.length; p++) preloads[p].rel = 'preload';
  var policy =
    window.trustedTypes &&
    window.trustedTypes.createPolicy('portal-starter', {
      createScriptURL: function (url) {
        if (new URL(url).origin !== location.origin) throw new TypeError('not this origin: ' + url);
        return url;
      },
    });
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[as="script"][data-app]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = policy ? policy.createScriptURL(links[i].href) : links[i].href;
      script.async = false;
      document.head.appendChild(script);
    }
  }
  var Observer = window.PerformanceObserver;
  var canWait = !!(Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0);
  if (canWait) {
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  }
  window.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    if (
      event.defaultPrevented ||
      !link ||
      link.origin !== location.origin ||
      link.target ||
      link.hasAttribute('download')
    )
      return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var from = new URLSearchParams(location.search);
    var to = new URL(link.href);
    var carried = false;
    ['source', 'channel'].forEach(function (name) {
      if (from.has(name) && !to.searchParams.has(name)) {
        to.searchParams.set(name, from.get(name));
        carried = true;
      }
    });
    if (carried) {
      event.preventDefault();
      location.assign(to.href);
    }
  });
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    var empty = !root || !root.firstChild;
    if (!canWait || empty || document.visibilityState === 'hidden') start();
    else setTimeout(start, 1000);
    // A page with no screen in its HTML (every signed-in one) waits for its scripts. Meanwhile the browser loads
    // its date formatting data, which those screens read: its first use costs a phone's main thread some 80 ms
    // at 4x CPU, on the way to the first paint once the scripts are in (ADR 0088).
    if (empty) {
      try {
        new Intl.DateTimeFormat(document.documentElement.lang).format(0);
      } catch {
        // a lang that is no language tag: the app formats its dates all the same
      }
    }
  });
})();
