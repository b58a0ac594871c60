// A header panel behind its button (the settings, the account): the button opens and closes
// it, Escape or a press outside closes it, and the button's aria-expanded follows.

/**
 * Ties `panel` (inside `wrap`) to `button`. `fill()` runs each time the panel opens, once it is
 * shown, so that it may put the focus inside. Returns `{ open, close }`; `close(true)` gives the
 * focus back to the button.
 */
export function popover(wrap, button, panel, fill) {
  function open() {
    panel.hidden = false;
    button.setAttribute("aria-expanded", "true");
    fill();
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("pointerdown", onOutside, true);
  }
  function close(refocus) {
    panel.hidden = true;
    button.setAttribute("aria-expanded", "false");
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("pointerdown", onOutside, true);
    if (refocus) button.focus();
  }
  function onKey(e) {
    if (e.key !== "Escape") return;
    // The game's own Escape (dropping a selected piece) waits while the panel closes.
    e.stopPropagation();
    e.preventDefault();
    close(true);
  }
  function onOutside(e) {
    if (!wrap.contains(e.target)) close(false);
  }
  button.addEventListener("click", () => (panel.hidden ? open() : close(true)));
  return { open, close };
}
