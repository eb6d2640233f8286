// The vendor frame's one script of its own (docs/security.md): it takes the data layer and the list of scripts from
// the portal page that framed it, and nothing from anyone else, then loads the scripts here, where they can read
// only this empty page.
(function () {
  var started = false;
  var dataLayer = (window.dataLayer = []);
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    var message = event.data || {};
    if (message.kind === 'start' && !started && Array.isArray(message.scripts) && Array.isArray(message.entries)) {
      started = true;
      message.entries.forEach(function (entry) {
        dataLayer.push(entry);
      });
      message.scripts.forEach(function (file) {
        var script = document.createElement('script');
        script.src = file.src;
        script.async = true;
        script.crossOrigin = 'anonymous';
        script.referrerPolicy = 'no-referrer';
        if (file.integrity) script.integrity = file.integrity;
        script.addEventListener('error', function () {
          script.remove();
        });
        document.head.appendChild(script);
      });
    } else if (message.kind === 'push' && started) {
      // window.dataLayer, not the array above: a tag manager may have replaced it or its push.
      window.dataLayer.push(message.entry);
    }
  });
})();
