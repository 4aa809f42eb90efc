// Progressive enhancements of the server-rendered pages; each page works without them.
'use strict';
(function () {
  function formatYear(y) {
    return y < 0 ? -y + ' BCE' : y === 0 ? '0' : y + ' CE';
  }

  // Collapsed sections: opened for a link to something inside them, and all of them for printing.
  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    for (var el = target; el; el = el.parentElement) if (el.tagName === 'DETAILS') el.open = true;
    if (target && target.tagName !== 'DETAILS') target.scrollIntoView();
  }
  window.addEventListener('hashchange', openTarget);
  if (location.hash) openTarget();
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details.section').forEach(function (d) { d.open = true; });
  });

  // Filter forms: leave empty fields out of the URL (an empty value applies no filter anyway).
  document.querySelectorAll('form[data-filter-form]').forEach(function (form) {
    form.addEventListener('submit', function () {
      form.querySelectorAll('input, select').forEach(function (field) {
        if (field.name && field.value === '') field.disabled = true;
      });
      // Fields are enabled again if the page is restored from the back/forward cache.
      window.addEventListener('pageshow', function () {
        form.querySelectorAll('[disabled]').forEach(function (field) { field.disabled = false; });
      }, { once: true });
    });
  });

  // Polity search as you type: the JSON API, matching the name or the long name.
  document.querySelectorAll('form[data-polity-search]').forEach(function (form) {
    var input = form.querySelector('input[type=search]');
    var list = form.querySelector('.suggestions');
    var api = form.getAttribute('data-api');
    var pages = form.getAttribute('data-pages');
    // The polities' name searches and the summary's fields, as the registry names them (the form carries them).
    var params = (form.getAttribute('data-search-params') || '').split(' ').filter(Boolean);
    var shown = (form.getAttribute('data-summary-fields') || '').split(' ');
    if (!input || !list || !api || !pages || !params.length || shown.length !== 4 || !window.fetch) return;
    var longName = shown[0], shortName = shown[1], from = shown[2], to = shown[3];
    var timer = 0;
    var latest = 0;

    function hide() {
      list.hidden = true;
      list.textContent = '';
    }

    function fetchPage(param, q) {
      return fetch(api + '?page_size=8&' + param + '=' + encodeURIComponent(q), { headers: { Accept: 'application/json' } })
        .then(function (r) { return r.ok ? r.json() : { results: [], count: 0 }; });
    }

    function show(q, pagesFound) {
      var seen = {};
      var hits = [];
      var total = 0;
      pagesFound.forEach(function (page) {
        total = Math.max(total, page.count || 0);
        (page.results || []).forEach(function (p) {
          if (!seen[p.id]) { seen[p.id] = true; hits.push(p); }
        });
      });
      hits.sort(function (a, b) { return a.id - b.id; });
      list.textContent = '';
      if (!hits.length) {
        var none = document.createElement('li');
        none.className = 'none';
        none.textContent = 'No polity matches.';
        list.appendChild(none);
      }
      hits.slice(0, 8).forEach(function (p) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = pages + encodeURIComponent(p.id) + '/';
        a.textContent = p[longName];
        var code = document.createElement('code');
        code.textContent = p[shortName];
        var years = document.createElement('small');
        years.className = 'muted';
        years.textContent = formatYear(p[from]) + ' – ' + formatYear(p[to]);
        li.appendChild(a);
        li.appendChild(document.createTextNode(' '));
        li.appendChild(code);
        li.appendChild(document.createTextNode(' '));
        li.appendChild(years);
        list.appendChild(li);
      });
      var all = document.createElement('li');
      all.className = 'all';
      var link = document.createElement('a');
      link.href = form.action + '?q=' + encodeURIComponent(q);
      link.textContent = 'Every match for “' + q + '”';
      all.appendChild(link);
      list.appendChild(all);
      list.hidden = false;
    }

    input.addEventListener('input', function () {
      clearTimeout(timer);
      var q = input.value.trim();
      if (q.length < 2) { latest++; hide(); return; }
      timer = setTimeout(function () {
        var ticket = ++latest;
        Promise.all(params.map(function (param) { return fetchPage(param, q); }))
          .then(function (found) { if (ticket === latest) show(q, found); })
          .catch(function () { if (ticket === latest) hide(); });
      }, 150);
    });
    input.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') hide();
      if (e.key === 'ArrowDown' && !list.hidden) {
        var first = list.querySelector('a');
        if (first) { e.preventDefault(); first.focus(); }
      }
    });
    list.addEventListener('keydown', function (e) {
      var links = Array.prototype.slice.call(list.querySelectorAll('a'));
      var i = links.indexOf(document.activeElement);
      if (i < 0) return;
      if (e.key === 'ArrowDown' && i < links.length - 1) { e.preventDefault(); links[i + 1].focus(); }
      if (e.key === 'ArrowUp') { e.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
      if (e.key === 'Escape') { hide(); input.focus(); }
    });
  });
})();
