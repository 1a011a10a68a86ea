// The page every phone at the table opens: the watch link draws the table; a seat's link adds
// that player's entries. It draws only what the laptop sends (the table view and the tiles'
// places), in the words the laptop sends, and sends each entry with the state it was made on.
// At a hand's end it says what the window's dialog says, from the same table view.
"use strict";
(function () {
  const kind = location.pathname.startsWith("/s/") ? "seat" : "watch";
  const token = location.pathname.split("/")[2] || "";
  const api = "/api/" + encodeURIComponent(token);
  const SVG = "http://www.w3.org/2000/svg";
  document.body.classList.add(kind);
  // The language: the address's (`?lang=ht`), else the one chosen on this phone, else the phone's.
  const asked = new URLSearchParams(location.search).get("lang");
  let lang = asked === "ht" || asked === "en" ? asked
    : localStorage.getItem("allfives-lang") || ((navigator.language || "").startsWith("ht") ? "ht" : "en");
  // The laptop's words for the page and their language, once they have loaded.
  let words = {};
  let wordsLang = null;
  let state = null;
  let you = null;
  let picked = null;
  let busy = false;
  let source = null;
  // The link opens nothing any more (404: sharing stopped, the phone dropped; 410: its match
  // ended): the page says why and stops asking.
  let closedForGood = false;
  // The entry sent and not answered yet: its id, and what takes its answer off the stream.
  let waiting = null;
  // The ids of the answers the stream carried (for tests and scripts).
  const heard = [];
  const $ = (id) => document.getElementById(id);
  const w = (id, args) => {
    // Words not loaded yet (or refused): nothing rather than a message id; the status dot still
    // shows the connection, and the words are asked for again when the stream opens.
    let text = words[id] || "";
    for (const [k, v] of Object.entries(args || {})) text = text.split("{" + k + "}").join(v);
    return text;
  };
  const el = (tag, attrs, text) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const svg = (tag, attrs) => {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    return e;
  };

  function showLang() {
    document.documentElement.lang = lang;
    for (const b of document.querySelectorAll("#langs button")) b.classList.toggle("on", b.dataset.lang === lang);
  }

  async function loadWords() {
    showLang();
    try {
      const r = await fetch(api + "/words?lang=" + lang);
      if (r.ok) { words = await r.json(); wordsLang = lang; }
    } catch (_) { /* offline: asked again when the stream opens */ }
  }

  function connect() {
    if (source) source.close();
    source = new EventSource(api + "/events?lang=" + lang);
    source.addEventListener("open", async () => {
      if (wordsLang !== lang) {
        await loadWords();
        if (state) draw();
      }
      setOnline(true);
    });
    source.addEventListener("error", () => {
      setOnline(false);
      if (source.readyState === EventSource.CLOSED) retryLater();
    });
    // The laptop's answer to one of this seat's entries, also when its request stopped
    // waiting (503) or the connection dropped: the entry waiting for it takes it.
    source.addEventListener("answer", (e) => {
      let answer;
      try { answer = JSON.parse(e.data); } catch (_) { return; }
      heard.push(answer.id);
      if (waiting && answer.id === waiting.id) waiting.take(answer);
    });
    source.addEventListener("state", (e) => {
      const msg = JSON.parse(e.data);
      you = msg.you;
      if (!msg.state) return;
      if (state && msg.state.version <= state.version && msg.state.lang === state.lang) return;
      state = msg.state;
      draw();
    });
  }

  // A stream the server ended (the seat's phone was dropped, sharing stopped, a new match
  // began): ask whether the link still opens anything before trying again.
  function retryLater() {
    setTimeout(async () => {
      if (closedForGood) return;
      try {
        const r = await fetch(api + "/words?lang=" + lang);
        if (r.status === 404 || r.status === 410) { linkClosed(await whyOf(r)); return; }
      } catch (_) { /* still offline */ }
      connect();
    }, 2000);
  }

  // The `why` of a JSON refusal, in the page's language ("" when there is none).
  async function whyOf(r) {
    try { return (await r.json()).why || ""; } catch (_) { return ""; }
  }

  // The link is closed for good: the server's words say why (the match ended: scan the new
  // code; or sharing stopped), and the seat's entries go away.
  function linkClosed(why) {
    closedForGood = true;
    if (source) source.close();
    setOnline(false);
    message(why || w("phone-link-closed"), "ended");
    if (state) draw();
  }

  function setOnline(on) {
    const c = $("conn");
    c.className = on ? "online" : "offline";
    c.textContent = on ? w("phone-online") : (closedForGood ? w("phone-link-closed") : w("phone-offline"));
  }

  // How much larger the phone's text is than the browser's usual 16 px: the layout's numbers
  // grow with it, as far as their cells hold them.
  const grow = () => Math.max(1, (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16);

  // Writes `t` (already on the felt) at `size` × the text size, shrunk until its glyphs fit
  // `box`: its width, and the height of a digit (about three quarters of the font's size).
  function fit(t, size, box) {
    const wanted = size * grow();
    t.setAttribute("font-size", wanted);
    try {
      const b = t.getBBox();
      const k = Math.min(1, (box.w * 0.96) / b.width, (box.h * 0.96) / (0.75 * wanted));
      if (k < 1) t.setAttribute("font-size", wanted * k);
    } catch (_) { /* not drawn yet */ }
  }

  // The layout, from the tiles' places in layout units (one unit: a tile's short side).
  function drawFelt() {
    const felt = $("felt");
    felt.replaceChildren();
    const lay = state.layout;
    const [x0, y0, x1, y1] = lay.box;
    const m = 0.6;
    felt.setAttribute("viewBox", [x0 - m, y0 - m, x1 - x0 + 2 * m, y1 - y0 + 2 * m].join(" "));
    felt.setAttribute("preserveAspectRatio", "xMidYMid meet");
    felt.setAttribute("aria-label", state.table.turn_line);
    for (const l of lay.links) felt.append(svg("line", { class: "link", x1: l.x1, y1: l.y1, x2: l.x2, y2: l.y2 }));
    for (const t of lay.tiles) felt.append(tile(t, t.node === lay.last));
    const table = state.table;
    const counted = new Map(table.ends.map((e) => [e.node + ":" + e.end, e.counts]));
    // Each open end shows the pip that plays there; a double what it counts, smaller, beyond
    // it (a count: absent while the count is hidden). The proof writes each counted term in
    // the end's cell instead.
    for (const v of lay.values) {
      const key = v.node + ":" + v.end;
      // An open end the proof does not label (an empty spinner tip) keeps its pip.
      const shown = table.proof ? counted.get(key) : undefined;
      if (shown !== undefined) {
        const t = svg("text", {
          class: "value proof", x: v.x + v.w / 2, y: v.y + v.h / 2,
          "font-size": String(shown).length > 1 ? 0.5 : 0.75, "text-anchor": "middle", "dominant-baseline": "central", "data-value": key,
        });
        t.textContent = shown;
        felt.append(t);
        fit(t, String(shown).length > 1 ? 0.5 : 0.75, v);
        continue;
      }
      const p = svg("text", {
        class: "pip-label", x: v.x + v.w / 2, y: v.y + v.h / 2, "font-size": 0.75,
        "text-anchor": "middle", "dominant-baseline": "central", "data-pips": key,
      });
      p.textContent = v.pips;
      felt.append(p);
      fit(p, 0.75, v);
      if (v.counts) {
        const c = v.counts.at;
        const t = svg("text", {
          class: "value counts", x: c.x + c.w / 2, y: c.y + c.h / 2, "font-size": 0.3,
          "text-anchor": "middle", "dominant-baseline": "central", "data-value": key,
        });
        t.textContent = v.counts.words;
        felt.append(t);
        fit(t, 0.3, c);
      }
    }
    const places = picked ? placesOf(picked) : [];
    places.forEach((p) => {
      const o = lay.open.find((c) => c.node === p.node && c.end === p.end);
      if (!o) return;
      const cell = svg("rect", { class: "cell candidate", x: o.x, y: o.y, width: o.w, height: o.h, rx: 0.15,
        "data-end": o.node + ":" + o.end, role: "button", "aria-label": p.label });
      cell.addEventListener("click", () => place(picked, p));
      felt.append(cell);
      const n = svg("text", { class: "cell-number", x: o.x + o.w / 2, y: o.y + o.h / 2, "font-size": 0.6,
        "text-anchor": "middle", "dominant-baseline": "central" });
      n.textContent = p.arrow;
      felt.append(n);
      fit(n, 0.6, o);
    });
  }

  const PIPS = {
    0: [], 1: [[.5, .5]], 2: [[.25, .25], [.75, .75]], 3: [[.25, .25], [.5, .5], [.75, .75]],
    4: [[.25, .25], [.75, .25], [.25, .75], [.75, .75]],
    5: [[.25, .25], [.75, .25], [.5, .5], [.25, .75], [.75, .75]],
    6: [[.25, .22], [.25, .5], [.25, .78], [.75, .22], [.75, .5], [.75, .78]],
  };

  function tile(t, last) {
    const g = svg("g", { class: "tile" + (last ? " last" : ""), "data-tile": t.name, "data-node": t.node });
    g.append(svg("rect", { class: "body", x: t.x, y: t.y, width: t.w, height: t.h, rx: 0.12 }));
    const half = t.vertical ? t.h / 2 : t.w / 2;
    const halves = [[t.x, t.y, t.first], t.vertical ? [t.x, t.y + half, t.second] : [t.x + half, t.y, t.second]];
    if (t.vertical) g.append(svg("line", { x1: t.x + 0.1, y1: t.y + half, x2: t.x + t.w - 0.1, y2: t.y + half }));
    else g.append(svg("line", { x1: t.x + half, y1: t.y + 0.1, x2: t.x + half, y2: t.y + t.h - 0.1 }));
    const side = Math.min(t.w, t.h);
    for (const [hx, hy, n] of halves) {
      for (const [px, py] of PIPS[n] || []) {
        const [dx, dy] = t.vertical ? [px, py] : [py, px];
        g.append(svg("circle", { cx: hx + dx * side, cy: hy + dy * side, r: side * 0.09 }));
      }
    }
    if (t.spinner) {
      g.append(svg("rect", { class: "spinner-ring", x: t.x - 0.12, y: t.y - 0.12, width: t.w + 0.24, height: t.h + 0.24, rx: 0.2 }));
    }
    const title = svg("title");
    title.textContent = t.name;
    g.append(title);
    return g;
  }

  function placesOf(name) {
    const p = state.picker.find((t) => t.tile === name);
    return p ? p.places : [];
  }

  function draw() {
    document.body.dataset.version = state.version;
    document.body.dataset.base = state.base;
    const table = state.table;
    $("turn").textContent = table.turn_line;
    const h = $("headline");
    h.textContent = table.headline ? table.headline.text : "";
    h.className = table.headline ? table.headline.tone : "";
    $("note").textContent = table.headline && table.headline.note ? table.headline.note : "";
    if (picked && !placesOf(picked).length) picked = null;
    drawFelt();
    drawScores();
    drawHandEnd();
    drawLog();
    const last = table.last_hand.map((l) => el("div", {}, l));
    if (last.length) last.unshift(el("h2", {}, w("last-hand")));
    $("last-hand").replaceChildren(...last);
    if (kind === "seat") drawEntries();
    else drawPairing();
  }

  function drawScores() {
    const table = state.table;
    $("scores").replaceChildren(...table.scores.map((s, i) => {
      const li = el("li", { class: s.to_play ? "to-play" : "" });
      const name = el("span", {}, (s.to_play ? "▶ " : "") + s.name);
      const score = el("span", { class: "score" }, String(s.score));
      const got = table.credited[i];
      if (got) score.append(el("span", { class: "credited" }, (got > 0 ? "+" : "") + got));
      li.append(name, score);
      return li;
    }));
  }

  // The hand's log, the newest entry on top, numbered as the window keeps it: entry 1 is the
  // hand's first (the list counts down, each entry's number its own).
  function drawLog() {
    $("log-title").textContent = w("phone-log");
    const log = $("log");
    log.reversed = true;
    log.replaceChildren(...state.table.log.map((r, i) => {
      const li = el("li", { value: i + 1 }, r.line);
      if (r.points) li.append(" ", el("span", { class: "points" }, "+" + r.points));
      for (const x of r.extra) li.append(el("div", { class: "extra" }, x));
      return li;
    }).reverse());
  }

  // What the window's end-of-hand dialog says, in the view's own words, as soon as the view
  // has it: how the hand ended; whose tiles the settlement still needs (and what the laptop has
  // of them so far), or why what was entered cannot settle; then the settlement's steps and
  // award. The laptop settles it.
  function drawHandEnd() {
    const table = state.table;
    const box = $("hand-end");
    const over = table.between && table.between.HandOver;
    const settle = table.settle;
    box.hidden = !over && !settle;
    box.replaceChildren();
    if (box.hidden) return;
    box.append(el("h2", {}, w("hand-over")));
    if (over) {
      box.append(el("div", { class: "how" }, over.how));
      for (const e of over.entries) {
        const d = el("div", { class: "holds" }, e.title);
        for (const x of [e.known, e.sum, e.not_a_total]) if (x) d.append(el("div", { class: "extra" }, x));
        box.append(d);
      }
    }
    if (settle === "Incomplete") box.append(el("div", { class: "needs" }, w("needs-holds")));
    else if (settle && settle.Refused !== undefined) box.append(el("div", { class: "refused" }, settle.Refused));
    else if (settle && settle.Ready) {
      box.append(el("h3", {}, w("settle-preview")));
      for (const l of table.settling) box.append(el("div", { class: "step" }, l));
    }
  }

  function drawPairing() {
    const form = $("pairing");
    form.hidden = false;
    $("pair-title").textContent = w("phone-pair-title");
    $("pair").textContent = w("phone-pair-button");
    $("you").textContent = w("phone-watching");
  }

  function drawEntries() {
    $("entries").hidden = closedForGood;
    if (closedForGood) return;
    const me = state.players[you];
    // While the placer's pad is open the table waits for the announcement, as the laptop does:
    // nobody's next move can be entered.
    const mine = state.turn === you && state.playing && !state.pad;
    const youEl = $("you");
    youEl.textContent = w("phone-your-seat", { name: me });
    youEl.className = mine ? "your-turn" : "";
    const drawB = $("draw");
    drawB.textContent = w("draw");
    drawB.hidden = !state.drawing;
    drawB.disabled = busy || !mine || !state.can_draw;
    const passB = $("pass");
    passB.textContent = w(state.drawing ? "pass" : "knock");
    passB.disabled = busy || !mine || !state.can_pass;
    // The announcement pad: the placer's alone.
    const pad = $("pad");
    pad.replaceChildren();
    if (state.pad && state.pad.placer === you) {
      pad.append(el("span", { class: "label" }, w("phone-announce")));
      for (const p of state.pad.points) {
        const b = el("button", { type: "button", class: "big", "data-points": p }, String(p));
        b.disabled = busy;
        b.addEventListener("click", () => send("announce", { points: p }));
        pad.append(b);
      }
      const nothing = el("button", { type: "button", id: "said-nothing" }, w("pad-said-nothing"));
      nothing.disabled = busy;
      nothing.addEventListener("click", () => send("said-nothing", {}));
      pad.append(nothing);
    }
    const calls = $("calls");
    calls.replaceChildren();
    if (state.calls && state.calls.callers.includes(you)) {
      const b = el("button", { type: "button", id: "muggins" }, w("phone-muggins"));
      b.disabled = busy;
      b.addEventListener("click", () => send("muggins", {}));
      calls.append(b);
    }
    drawChoice();
    drawPicker(mine);
  }

  function drawChoice() {
    const choice = $("choice");
    choice.replaceChildren();
    if (!picked) return;
    const places = placesOf(picked);
    choice.append(el("span", { class: "label" }, w("phone-tap-end", { tile: "[" + picked + "]" })));
    places.forEach((p) => {
      const b = el("button", { type: "button", "data-place": p.node + ":" + p.end }, p.arrow + " · " + p.label);
      b.disabled = busy;
      b.addEventListener("click", () => place(picked, p));
      choice.append(b);
    });
    const cancel = el("button", { type: "button" }, w("cancel"));
    cancel.addEventListener("click", () => { picked = null; draw(); });
    choice.append(cancel);
  }

  function drawPicker(mine) {
    const picker = $("picker");
    picker.replaceChildren();
    for (const t of state.picker) {
      const b = el("button", { type: "button", "data-pick": t.tile, "aria-label": t.tile }, t.tile.replace("-", "·"));
      if (t.played) b.classList.add("played");
      if (picked === t.tile) b.classList.add("picked");
      b.disabled = busy || !mine || t.played;
      b.addEventListener("click", () => pick(t));
      picker.append(b);
    }
  }

  // A tile that fits one place is placed at once; with several, its ends light up.
  function pick(t) {
    if (t.places.length === 1) { place(t.tile, t.places[0]); return; }
    if (t.places.length === 0) { send("place", { tile: t.tile }); return; }
    picked = t.tile;
    draw();
  }

  function place(name, p) {
    picked = null;
    const extra = { tile: name };
    if (p && p.node !== null) { extra.node = p.node; extra.end = p.end; }
    send("place", extra);
  }

  function newId() {
    const a = new Uint8Array(12);
    crypto.getRandomValues(a);
    return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

  // Posts `entry` once: `final` when the laptop answered it (entered, or why not); not when it
  // did not answer in time (503), the server asked to wait (429) or the connection dropped.
  async function post(entry) {
    try {
      const r = await fetch(api + "/entry?lang=" + lang, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(entry),
      });
      const body = await r.json();
      const final = r.status !== 503 && r.status !== 429 && body.code !== "no-answer";
      return { final, body };
    } catch (_) {
      return { final: false, body: null };
    }
  }

  // Sends one entry made on state `base` and waits for the laptop's answer. Until it comes
  // (on the request, or on the stream as an `answer` event) the page says it is waiting for
  // the laptop and sends the entry again with the same id: the laptop enters it once.
  async function send(action, extra, base) {
    if (busy || closedForGood) return null;
    busy = true;
    const entry = Object.assign({ id: newId(), base: base === undefined ? state.base : base, lang, do: action }, extra);
    message("", "");
    if (state) draw();
    const told = new Promise((ok) => {
      waiting = { id: entry.id, take: (body) => ok({ final: true, body }) };
    });
    let got = await Promise.race([post(entry), told]);
    for (let pause = 1000; !got.final; pause = Math.min(2 * pause, 8000)) {
      message(w("phone-no-answer"), "waiting");
      got = await Promise.race([sleep(pause).then(() => null), told]) || await Promise.race([post(entry), told]);
    }
    waiting = null;
    busy = false;
    const answer = got.body;
    if (answer.ok) message("", "done");
    else if (answer.code === "match-ended" || answer.code === "unknown-link") linkClosed(answer.why);
    else message(answer.why, answer.code === "stale" ? "stale" : "refused");
    if (state) draw();
    return answer;
  }

  function message(text, cls) {
    const m = $("message");
    m.textContent = text;
    m.className = cls;
  }

  $("pairing").addEventListener("submit", async (e) => {
    e.preventDefault();
    const r = await fetch(api + "/pair?lang=" + lang, {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: $("code").value }),
    });
    const answer = await r.json();
    if (answer.ok) location.href = answer.link;
    else message(answer.why, "refused");
  });

  for (const b of document.querySelectorAll("#langs button")) {
    b.addEventListener("click", async () => {
      lang = b.dataset.lang;
      localStorage.setItem("allfives-lang", lang);
      message("", "");
      await loadWords();
      state = null;
      connect();
    });
  }

  // For tests and scripts: the state drawn, and an entry sent on a given state.
  window.allfives = { state: () => state, send, heard: () => heard.slice() };

  loadWords().then(() => { setOnline(false); connect(); });
})();
