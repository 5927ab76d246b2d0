/* kg view: draws the page's graph with Cytoscape.js; search, details on click, legend.
   Every name and sentence comes from paper abstracts: it is only ever set as textContent
   or given to Cytoscape as a canvas label, never parsed as HTML. */
(function () {
  "use strict";
  var started = performance.now();
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var styles = data.styles;
  var sentences = data.sentences;

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }

  document.title = data.title;
  document.getElementById("kg-title").textContent = data.title;
  if (data.message) {
    var message = document.getElementById("kg-message");
    message.textContent = data.message;
    message.hidden = false;
  }

  var elements = [];
  data.nodes.forEach(function (n) {
    var node = { group: "nodes", data: { id: n.id, name: n.name, label: n.label, size: n.size }, classes: n.label + (n.pinned ? " pinned" : "") };
    if (n.x !== undefined) node.position = { x: n.x, y: n.y };
    elements.push(node);
  });
  data.edges.forEach(function (e) {
    elements.push({ group: "edges", data: { id: e.id, source: e.source, target: e.target, type: e.type }, classes: e.type });
  });
  var byId = {};
  data.nodes.forEach(function (n) { byId[n.id] = n; });

  var style = [
    { selector: "node", style: {
        "width": "data(size)", "height": "data(size)", "label": "data(name)",
        "font-size": 10, "text-valign": "bottom", "text-margin-y": 3,
        "text-wrap": "ellipsis", "text-max-width": 140, "min-zoomed-font-size": 7,
        "border-width": 2, "color": "#1f2a33",
        "text-outline-color": "#ffffff", "text-outline-width": 1 } },
    { selector: "edge", style: {
        "width": 1, "curve-style": "bezier", "target-arrow-shape": "triangle",
        "arrow-scale": 0.6, "opacity": 0.55 } },
    { selector: "node.pinned", style: { "border-width": 5 } },
    { selector: "node.found", style: { "border-color": "#111111", "border-width": 5 } },
    { selector: "node:selected", style: { "border-color": "#000000", "border-width": 6, "z-index": 10 } },
    { selector: ".faded", style: { "opacity": 0.15 } }
  ];
  Object.keys(styles.labels).forEach(function (label) {
    var s = styles.labels[label];
    style.push({ selector: "node." + label, style: { "background-color": s.color, "border-color": s.border } });
  });
  Object.keys(styles.relationships).forEach(function (type) {
    var s = styles.relationships[type];
    style.push({ selector: "edge." + type, style: { "line-color": s.color, "target-arrow-color": s.color, "width": s.width } });
  });

  /* Positions come with the data (laid out when the page was written); a page too large
     for that places its nodes in rings by degree. */
  var placed = data.nodes.length === 0 || data.nodes[0].x !== undefined;
  var layout = placed
    ? { name: "preset", fit: true, padding: 30 }
    : { name: "concentric", animate: false, concentric: function (node) { return node.degree(); }, levelWidth: function () { return 4; } };
  var cy = cytoscape({
    container: document.getElementById("kg-graph"),
    elements: elements,
    style: style,
    layout: layout,
    minZoom: 0.05,
    maxZoom: 4
  });

  /* The test driver and the README's timing read this. */
  /* renderMs: from the start of navigation to the first frame with the graph laid out;
     drawMs: the part of it spent in this script (layout and drawing). */
  var view = window.kgView = { cy: cy, renderMs: null, drawMs: null, showDetails: showDetails };
  cy.ready(function () {
    requestAnimationFrame(function () {
      var now = performance.now();
      view.renderMs = Math.round(now);
      view.drawMs = Math.round(now - started);
      document.body.setAttribute("data-rendered", "true");
    });
  });

  /* ── legend ───────────────────────────────────────────────────────────── */
  var legend = document.getElementById("kg-legend");
  var counts = {};
  data.nodes.forEach(function (n) { counts[n.label] = (counts[n.label] || 0) + 1; });
  var types = {};
  data.edges.forEach(function (e) { types[e.type] = (types[e.type] || 0) + 1; });
  var labelList = el("ul");
  Object.keys(styles.labels).forEach(function (label) {
    if (!counts[label]) return;
    var item = el("li");
    var swatch = el("span", null, "kg-swatch");
    swatch.style.background = styles.labels[label].color;
    swatch.style.borderColor = styles.labels[label].border;
    item.appendChild(swatch);
    item.appendChild(el("span", label + " " + counts[label]));
    labelList.appendChild(item);
  });
  legend.appendChild(labelList);
  var typeList = el("ul");
  Object.keys(styles.relationships).forEach(function (type) {
    if (!types[type]) return;
    var item = el("li");
    var line = el("span", null, "kg-line");
    line.style.borderTopColor = styles.relationships[type].color;
    line.style.borderTopWidth = Math.max(2, styles.relationships[type].width) + "px";
    item.appendChild(line);
    item.appendChild(el("span", type + " " + types[type]));
    typeList.appendChild(item);
  });
  legend.appendChild(typeList);
  legend.appendChild(el("p", "Size: papers mentioning the entity.", "kg-kind"));

  /* ── details ──────────────────────────────────────────────────────────── */
  var details = document.getElementById("kg-details");

  function evidence(index) {
    return index === null || index === undefined ? null : el("span", sentences[index], "kg-evidence");
  }

  function paperLine(entry) {
    var p = data.papers[entry.paper] || {};
    var when = [p.venue, p.year].filter(function (x) { return x !== null && x !== undefined; }).join(" ");
    return (p.title || entry.paper) + (when ? " (" + when + ")" : "");
  }

  function showDetails(id) {
    var n = byId[id];
    details.replaceChildren();
    if (!n) return;
    details.appendChild(el("span", n.label, "kg-kind"));
    details.appendChild(el("h2", n.name));
    details.appendChild(el("span", n.key, "kg-kind"));
    if (n.label === "Paper") {
      var facts = [n.venue, n.year].filter(function (x) { return x !== null && x !== undefined; }).join(" ");
      if (facts) details.appendChild(el("p", facts));
      if (n.title && n.title !== n.name) details.appendChild(el("p", n.title));
      if (n.url && /^https?:\/\//i.test(n.url)) {
        var link = el("a", n.url);
        link.href = n.url;
        link.rel = "noopener noreferrer";
        link.target = "_blank";
        details.appendChild(link);
      }
      details.appendChild(el("h3", "Relationships"));
      var rels = el("ul");
      n.links.forEach(function (r) {
        var item = el("li");
        item.appendChild(el("span", r.rel + " " + r.label + ": "));
        item.appendChild(el("strong", r.name));
        var ev = evidence(r.evidence);
        if (ev) item.appendChild(ev);
        rels.appendChild(item);
      });
      details.appendChild(rels);
      return;
    }
    details.appendChild(el("p", n.papers + (n.papers === 1 ? " paper" : " papers")));
    details.appendChild(el("h3", "Aliases"));
    details.appendChild(el("p", n.aliases.length ? n.aliases.join(", ") : "none"));
    details.appendChild(el("h3", "Papers"));
    var papers = el("ul", null, "kg-papers");
    n.paper_list.forEach(function (p) {
      var item = el("li");
      item.appendChild(el("span", p.rel + " · "));
      item.appendChild(el("strong", paperLine(p)));
      var ev = evidence(p.evidence);
      if (ev) item.appendChild(ev);
      papers.appendChild(item);
    });
    details.appendChild(papers);
    if (n.more_papers) details.appendChild(el("p", "and " + n.more_papers + " more", "kg-kind"));
    if (n.links.length) {
      details.appendChild(el("h3", "Methods"));
      var links = el("ul");
      n.links.forEach(function (r) {
        var item = el("li");
        var verb = r.dir === "out" ? r.rel + " → " : "← " + r.rel + " ";
        item.appendChild(el("span", verb));
        item.appendChild(el("strong", r.name));
        item.appendChild(el("span", " (" + r.papers + (r.papers === 1 ? " paper)" : " papers)"), "kg-kind"));
        var ev = evidence(r.evidence);
        if (ev) item.appendChild(ev);
        links.appendChild(item);
      });
      details.appendChild(links);
    }
  }

  cy.on("tap", "node", function (event) {
    var node = event.target;
    cy.elements().removeClass("faded");
    cy.elements().not(node.closedNeighborhood()).addClass("faded");
    showDetails(node.id());
  });
  cy.on("tap", function (event) {
    if (event.target === cy) cy.elements().removeClass("faded");
  });

  /* ── search ───────────────────────────────────────────────────────────── */
  var search = document.getElementById("kg-search");
  var found = document.getElementById("kg-found");
  function matches(n, text) {
    if (n.name.toLowerCase().indexOf(text) >= 0 || n.key.toLowerCase().indexOf(text) >= 0) return true;
    return (n.aliases || []).some(function (a) { return a.toLowerCase().indexOf(text) >= 0; });
  }
  function runSearch() {
    var text = search.value.trim().toLowerCase();
    cy.nodes().removeClass("found");
    if (!text) { found.textContent = ""; return []; }
    /* best first: a whole name or alias, then a name that starts with the text; entities
       before papers; then the larger node */
    function rank(n) {
      var names = [n.name].concat(n.aliases || []).map(function (x) { return x.toLowerCase(); });
      var how = names.indexOf(text) >= 0 ? 0 : n.name.toLowerCase().indexOf(text) === 0 ? 1 : 2;
      return [how, n.label === "Paper" ? 1 : 0, -n.size];
    }
    var hits = data.nodes.filter(function (n) { return matches(n, text); });
    var ranks = {};
    hits.forEach(function (n) { ranks[n.id] = rank(n); });
    hits.sort(function (a, b) {
      var x = ranks[a.id], y = ranks[b.id];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    hits.forEach(function (n) { cy.getElementById(n.id).addClass("found"); });
    found.textContent = hits.length + (hits.length === 1 ? " match" : " matches");
    return hits;
  }
  function selectFirst(animate) {
    var hits = runSearch();
    if (!hits.length) return;
    var node = cy.getElementById(hits[0].id);
    if (animate) cy.animate({ center: { eles: node }, zoom: Math.max(cy.zoom(), 1.2) }, { duration: 200 });
    cy.nodes().unselect();
    node.select();
    showDetails(hits[0].id);
  }
  search.addEventListener("input", runSearch);
  search.addEventListener("keydown", function (event) {
    if (event.key === "Enter") selectFirst(true);
  });
  /* page.html#find=TEXT opens with that search done and its first match shown */
  var wanted = /^#find=(.+)$/.exec(location.hash);
  if (wanted) {
    try { search.value = decodeURIComponent(wanted[1]); } catch (error) { search.value = ""; }
    selectFirst(false);
  }
})();
