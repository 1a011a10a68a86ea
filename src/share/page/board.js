// The club night board, watch-only: draws the board the laptop sends (server-sent events,
// one `board` event per new board) and nothing else. Every word comes from the laptop.
"use strict";
(function () {
  const token = location.pathname.split("/")[2] || "";
  const api = "/api/" + token + "/board";
  let lang = localStorage.getItem("allfives-lang") || ((navigator.language || "").startsWith("ht") ? "ht" : "en");
  let source = null;
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  function card(m) {
    const c = el("div", "card");
    c.append(el("div", "who", m.players), el("div", "game", m.game));
    for (const s of m.scores) {
      const row = el("div", "side");
      row.append(el("span", "", s.side), el("span", "score", s.score));
      c.append(row);
    }
    c.append(el("div", "line", m.line));
    return c;
  }
  function draw(b) {
    document.documentElement.lang = b.lang;
    $("title").textContent = b.title;
    $("night").textContent = b.night;
    $("in-play-head").textContent = b.in_play_head;
    $("in-play").replaceChildren(...(b.in_play.length ? b.in_play.map(card) : [el("p", "empty", b.empty)]));
    $("finished-head").textContent = b.finished_head;
    $("finished").replaceChildren(...b.finished.map((m) => {
      const li = el("li");
      li.append(el("div", "who", m.players), el("div", "line", m.line));
      return li;
    }));
    if (!b.finished.length) $("finished").append(el("p", "empty", b.empty));
    $("standings-head").textContent = b.standings_head;
    const head = el("tr");
    for (const h of b.heads) head.append(el("th", "", h));
    const rows = b.rows.map((r) => {
      const tr = el("tr");
      for (const cell of r) tr.append(el("td", "", cell));
      return tr;
    });
    $("standings").replaceChildren(...(b.rows.length ? [head, ...rows] : [el("caption", "empty", b.empty)]));
    $("skipped-head").textContent = b.skipped_head;
    $("skipped").replaceChildren(...b.skipped.map((s) => el("li", "", s)));
  }
  function follow() {
    if (source) source.close();
    for (const b of document.querySelectorAll("#langs button")) b.classList.toggle("on", b.dataset.lang === lang);
    source = new EventSource(api + "/events?lang=" + lang);
    source.onopen = () => { $("conn").className = "online"; };
    source.onerror = () => { $("conn").className = "offline"; };
    source.addEventListener("board", (e) => { draw(JSON.parse(e.data)); });
  }
  for (const b of document.querySelectorAll("#langs button")) {
    b.addEventListener("click", () => {
      lang = b.dataset.lang;
      localStorage.setItem("allfives-lang", lang);
      follow();
    });
  }
  follow();
})();
