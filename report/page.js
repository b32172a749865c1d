// The verdict browser. Data layout: see data.go. Case text is written with
// textContent only, never as HTML.
(function () {
  "use strict";
  performance.mark("docjudge-start");
  var $ = function (id) { return document.getElementById(id); };

  // unpack reads the embedded data: gzipped JSON in base64, decoded by the
  // browser itself (Uint8Array.fromBase64, else a data: URL), never by a
  // script loop.
  function unpack(script) {
    return Promise.resolve().then(function () {
      var b64 = JSON.parse(script.textContent);
      return Uint8Array.fromBase64
        ? new Blob([Uint8Array.fromBase64(b64)]).stream()
        : fetch("data:application/octet-stream;base64," + b64).then(function (r) { return r.body; });
    }).then(function (body) {
      return new Response(body.pipeThrough(new DecompressionStream("gzip"))).json();
    });
  }

  // The first page of verdicts comes as plain JSON, drawn at once; the
  // whole set is unpacked meanwhile, and then the filters and pages work.
  browse(JSON.parse($("head").textContent), false);
  performance.mark("docjudge-first");
  if (typeof DecompressionStream === "undefined") {
    $("shown").textContent = "This browser cannot unpack the other verdicts (it needs DecompressionStream: Chrome 80, Firefox 113, Safari 16.4 or later). The summary above is complete.";
    return;
  }
  unpack($("data")).then(function (D) { browse(D, true); }, function (e) {
    $("shown").textContent = "The verdicts could not be unpacked: " + e;
  });

  // browse shows the verdicts of D; all says D holds every one, not only the
  // first page.
  function browse(D, all) {
    var PAGE = 50;
    var S = D.s, T = D.t, R = D.r;
    var ID = 0, RESULT = 1, DECIDER = 2, REASON = 3, TRACE = 4, ERROR = 5,
      QUESTION = 6, GOLD = 7, PREDICTION = 8, LABEL = 9, MODEL = 10,
      RESPONSE = 11, ATTEMPTS = 12, CACHED = 13, TOKENS = 14, BATCH = 15,
      REASON_LENGTH = 16;
    var RESULTS = ["UNDECIDED", "YES", "NO"];
    var OUTCOMES = ["ABSTAIN", "YES", "NO"];
    var SEARCHED = [ID, QUESTION, GOLD, PREDICTION, REASON, ERROR, RESPONSE];

    var body = $("rows").tBodies[0];
    var shown = [], page = 0, lower = null;

    function el(tag, cls, text) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    }
    // reason is a verdict's reason: its own text, or a span of the LLM's reply.
    function reason(row) {
      var r = row[REASON];
      return r >= 0 ? S[r] : S[row[RESPONSE]].substr(-r - 1, row[REASON_LENGTH]);
    }
    function fmt(n) { return n.toLocaleString("en-US"); }
    function clip(s) { return s.length > 240 ? s.slice(0, 240) + "…" : s; }

    // ruleIndex[name] is the string index of a rule's name.
    var ruleIndex = {};
    T.forEach(function (t) { for (var i = 0; i < t.length; i += 3) ruleIndex[S[t[i]]] = t[i]; });

    function said(row, rule) {
      var t = T[row[TRACE]];
      for (var i = 0; i < t.length; i += 3) {
        if (t[i] === rule && t[i + 1] !== 0) return true;
      }
      return false;
    }

    function matches(row, f) {
      if (f.result !== "" && row[RESULT] !== f.result) return false;
      if (f.decider === "-" ? row[DECIDER] !== 0 : f.decider !== "" && S[row[DECIDER]] !== f.decider) return false;
      if (f.rule >= 0 && !said(row, f.rule)) return false;
      var label = row[LABEL], result = row[RESULT];
      switch (f.label) {
        case "disagree": if (!label || !result || label === result) return false; break;
        case "agree": if (!label || label !== result) return false; break;
        case "undecided": if (!label || result) return false; break;
        case "none": if (label) return false; break;
      }
      if (f.text) {
        if (!lower) lower = new Array(S.length);
        var hit = false;
        for (var i = 0; i < SEARCHED.length && !hit; i++) {
          var k = row[SEARCHED[i]];
          if (!(k > 0)) continue; // none, or a reason within the searched reply
          var s = lower[k];
          if (s === undefined) s = lower[k] = S[k].toLowerCase();
          hit = s.indexOf(f.text) >= 0;
        }
        if (!hit) return false;
      }
      return true;
    }

    function filters() {
      var r = $("f-result").value, rule = $("f-rule").value;
      return {
        result: r === "" ? "" : +r,
        decider: $("f-decider").value,
        rule: rule === "" ? -1 : (rule in ruleIndex ? ruleIndex[rule] : -2),
        label: $("f-label").value,
        text: $("f-text").value.trim().toLowerCase()
      };
    }

    function apply() {
      var f = filters();
      shown = [];
      for (var i = 0; i < R.length; i++) if (matches(R[i], f)) shown.push(i);
      page = 0;
      render();
    }

    function render() {
      var pages = Math.max(1, Math.ceil(shown.length / PAGE));
      page = Math.min(page, pages - 1);
      var from = page * PAGE, to = Math.min(shown.length, from + PAGE);
      var frag = document.createDocumentFragment();
      for (var i = from; i < to; i++) frag.appendChild(rowElement(shown[i]));
      body.replaceChildren(frag);
      $("shown").textContent = shown.length === 0
        ? "No verdict matches these filters (of " + fmt(R.length) + ")."
        : "Showing " + fmt(from + 1) + "–" + fmt(to) + " of " + fmt(shown.length) + " verdicts" +
          (shown.length < R.length ? " (of " + fmt(R.length) + ")" : "") + ". Click a row for its trace.";
      pager(pages);
    }

    function pager(pages) {
      var nav = $("pager");
      var prev = el("button", "", "‹ previous"), next = el("button", "", "next ›");
      prev.type = next.type = "button";
      prev.disabled = page === 0;
      next.disabled = page >= pages - 1;
      prev.onclick = function () { page--; render(); };
      next.onclick = function () { page++; render(); };
      nav.replaceChildren(prev, el("span", "", "page " + fmt(page + 1) + " of " + fmt(pages)), next);
    }

    function rowElement(i) {
      var row = R[i];
      var tr = el("tr", "v");
      tr.dataset.row = i;
      var label = row[LABEL], result = row[RESULT];
      if (label && result && label !== result) tr.classList.add("mismatch");
      tr.appendChild(el("td", "", S[row[ID]]));
      tr.appendChild(el("td", "r" + result, RESULTS[result]));
      tr.appendChild(el("td", label ? "r" + label : "", label ? RESULTS[label] : "–"));
      tr.appendChild(el("td", "", S[row[DECIDER]] || "–"));
      tr.appendChild(el("td", "", clip(S[row[QUESTION]])));
      tr.appendChild(el("td", "", clip(S[row[PREDICTION]])));
      tr.appendChild(el("td", "", clip(reason(row))));
      tr.tabIndex = 0;
      tr.onclick = function () { toggle(tr, row); };
      tr.onkeydown = function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(tr, row); }
      };
      return tr;
    }

    function toggle(tr, row) {
      var next = tr.nextSibling;
      if (next && next.classList.contains("detail")) {
        next.remove();
        tr.classList.remove("open");
        return;
      }
      tr.classList.add("open");
      var d = el("tr", "detail"), td = el("td");
      td.colSpan = 7;
      td.appendChild(detail(row));
      d.appendChild(td);
      tr.after(d);
    }

    function detail(row) {
      var box = el("div", "detail");
      var dl = el("dl");
      function item(k, v, cls) {
        if (v === "") return;
        dl.appendChild(el("dt", "", k));
        dl.appendChild(el("dd", cls || "", v));
      }
      item("id", S[row[ID]]);
      item("verdict", RESULTS[row[RESULT]] + (row[DECIDER] ? " by " + S[row[DECIDER]] : ""), "r" + row[RESULT]);
      if (row[LABEL]) item("label", RESULTS[row[LABEL]], "r" + row[LABEL]);
      item("reason", reason(row));
      item("error", S[row[ERROR]], "r2");
      item("question", S[row[QUESTION]]);
      item("gold", S[row[GOLD]]);
      item("prediction", S[row[PREDICTION]]);
      box.appendChild(dl);

      var t = T[row[TRACE]];
      if (t.length) {
        box.appendChild(el("h3", "", "Rules trace"));
        var table = el("table", "trace");
        var head = el("tr");
        ["rule", "outcome", "note"].forEach(function (h) { head.appendChild(el("th", "", h)); });
        table.appendChild(head);
        for (var i = 0; i < t.length; i += 3) {
          var tr = el("tr");
          tr.appendChild(el("td", "", S[t[i]]));
          tr.appendChild(el("td", "r" + (t[i + 1] === 0 ? "0" : t[i + 1]), OUTCOMES[t[i + 1]]));
          tr.appendChild(el("td", "", S[t[i + 2]]));
          table.appendChild(tr);
        }
        box.appendChild(table);
      }
      if (row.length > MODEL) {
        box.appendChild(el("h3", "", "LLM: " + S[row[MODEL]] + ", " + row[ATTEMPTS] + " request(s)" +
          (row[CACHED] ? ", from the cache" : "") + (row[BATCH] ? ", from batch " + S[row[BATCH]] : "") +
          ", " + fmt(row[TOKENS]) + " tokens"));
        box.appendChild(el("pre", "reply", S[row[RESPONSE]] || "(no reply)"));
      }
      return box;
    }

    var timer = 0;
    ["f-result", "f-decider", "f-rule", "f-label"].forEach(function (id) { $(id).onchange = apply; });
    $("f-text").oninput = function () { clearTimeout(timer); timer = setTimeout(apply, 150); };
    apply();
    var controls = $("filters").querySelectorAll("select, input");
    for (var i = 0; i < controls.length; i++) controls[i].disabled = !all;
    if (!all) {
      $("shown").textContent = "Showing the first " + fmt(R.length) + " of " + fmt(+$("rows").dataset.total) +
        " verdicts; reading the rest for the filters and pages…";
      $("pager").replaceChildren();
      return;
    }
    $("rows").dataset.ready = "all";
    performance.mark("docjudge-drawn");
  }
})();
