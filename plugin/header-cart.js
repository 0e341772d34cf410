(function (script) {
  try {
    var store = sessionStorage;
    var keys = script.dataset;
    var cookie = document.cookie.match(/(?:^|; )woocommerce_cart_hash=([^;]+)/);
    var age = Date.now() - Number(store.getItem('wc_cart_created'));
    var key = keys.key || 'a.cart-contents';
    var stored = JSON.parse(store.getItem(keys.fragments) || '{}')[key];
    if (document.readyState !== 'loading' || !cookie || store.getItem(keys.hash) !== decodeURIComponent(cookie[1]) || !(age >= 0 && age < 864e5) || typeof stored !== 'string') return;
    if (/<[^>]*[\s/"']on[a-z]/i.test(stored)) return;
    var template = document.createElement('template');
    template.innerHTML = stored;
    var from = template.content.querySelector(keys.link || key);
    if (!from) return;
    var nodes = function (root, what) {
      var found = [];
      var walker = document.createTreeWalker(root, what);
      var node;
      while ((node = walker.nextNode())) found.push(node);
      return found;
    };
    var shape = function (root) {
      return nodes(root, 5).map(function (node) { return (node.nodeType === 1 ? node.tagName + '.' + node.className : '#') + ','; }).join('');
    };
    var texts = nodes(from, 4);
    var wanted = shape(from);
    var done = [];
    var copy = function () {
      document.querySelectorAll(key).forEach(function (link) {
        if (done.indexOf(link) >= 0) return;
        for (var next = link; next && !next.nextSibling; ) next = next.parentNode;
        var now = shape(link);
        // Open (nothing parsed after it yet): the nodes it has so far, again next time, as the parser may append
        // to its last text node. Closed: all of it, once.
        if (next) done.push(link);
        if (next ? now === wanted : wanted.indexOf(now) === 0) nodes(link, 4).forEach(function (text, i) {
          // An equal write would still be a mutation this observer sees: a loop.
          if (text.data !== texts[i].data) text.data = texts[i].data;
        });
      });
    };
    // Its callback runs at the end of each parser task that added nodes, before any rendering.
    var observer = new MutationObserver(copy);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('readystatechange', function end() {
      // Parsed; no deferred or module script has run yet: from here the island's.
      copy();
      observer.disconnect();
      document.removeEventListener('readystatechange', end);
    });
  } catch {
    return;
  }
})(document.currentScript);
