(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="preload"][as="script"][data-app]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
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
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (!canWait || !root || !root.firstChild || document.visibilityState === 'hidden') start();
    else setTimeout(start, 1000);
  });
})();
