// The header's account control: "Log in" (a panel to log in or register) or the player's
// name (a panel to log out, here or everywhere). Logging in or registering hands the server
// the tokens of this browser's games, so that the account keeps them.

import { t } from "./i18n.js";
import { h } from "./dom.js";
import { account, seats, ApiError } from "./api.js";
import { popover } from "./popover.js";

/** The account button and its panel, for the header's navigation bar. */
export function accountButton() {
  let user = null;
  const panel = h("div", { class: "settings-panel account-panel", id: "account-panel", role: "dialog", hidden: true });
  const button = h("button", {
    type: "button",
    class: "btn account-button",
    id: "account-button",
    "aria-expanded": "false",
    "aria-controls": "account-panel",
  });
  const wrap = h("div", { class: "settings account" }, button, panel);

  const text = h("span", { class: "account-label" });
  button.append(personIcon(), text);

  function label() {
    text.textContent = user ? user.username : t("page-account-login");
    const name = user ? t("page-account-menu").replace("{$name}", user.username) : t("page-account-login");
    button.setAttribute("aria-label", name);
    panel.setAttribute("aria-label", name);
    button.dataset.user = user ? user.id : "";
  }

  function form(mode) {
    const error = h("p", { class: "account-error", role: "alert" });
    const name = h("input", {
      type: "text",
      name: "username",
      id: "account-name",
      autocomplete: "username",
      required: true,
      maxlength: 20,
      spellcheck: "false",
      autocapitalize: "none",
    });
    const password = h("input", {
      type: "password",
      name: "password",
      id: "account-password",
      autocomplete: mode === "register" ? "new-password" : "current-password",
      required: true,
      maxlength: 128,
    });
    const submit = h(
      "button",
      { type: "submit", class: "btn primary", id: "account-submit" },
      t(mode === "register" ? "page-account-register" : "page-account-login"),
    );
    const other = mode === "register" ? "login" : "register";
    const onSubmit = async (e) => {
      e.preventDefault();
      submit.disabled = true;
      error.textContent = "";
      const tokens = seats()
        .map(([, s]) => s.token)
        .filter((x) => typeof x === "string");
      try {
        const body = { name: name.value, password: password.value, games: tokens.slice(0, 100) };
        user = await (mode === "register" ? account.register(body) : account.login(body));
        label();
        close(true);
      } catch (err) {
        error.textContent = err instanceof ApiError ? err.message : String(err);
        submit.disabled = false;
      }
    };
    return h(
      "form",
      { class: "account-form", onsubmit: onSubmit },
      h("h2", {}, t(mode === "register" ? "page-account-register" : "page-account-login")),
      h("label", { for: "account-name" }, t("page-account-name")),
      name,
      mode === "register" ? h("small", {}, t("page-account-name-hint")) : null,
      h("label", { for: "account-password" }, t("page-account-password")),
      password,
      mode === "register" ? h("small", {}, t("page-account-password-hint")) : null,
      error,
      submit,
      h(
        "button",
        { type: "button", class: "link-button", id: "account-switch", onclick: () => show(other) },
        t(mode === "register" ? "page-account-to-login" : "page-account-to-register"),
      ),
    );
  }

  function loggedIn() {
    const out = async (everywhere) => {
      try {
        await (everywhere ? account.logoutEverywhere() : account.logout());
      } catch (e) {
        /* the session is gone either way */
      }
      user = null;
      label();
      close(true);
    };
    return h(
      "div",
      { class: "account-form" },
      h("h2", {}, user.username),
      h("button", { type: "button", class: "btn", id: "account-logout", onclick: () => out(false) }, t("page-account-logout")),
      h(
        "button",
        { type: "button", class: "btn", id: "account-logout-everywhere", onclick: () => out(true) },
        t("page-account-logout-everywhere"),
      ),
    );
  }

  function show(mode) {
    panel.replaceChildren(user ? loggedIn() : form(mode));
    const first = panel.querySelector("input, button");
    if (first) first.focus();
  }
  const { close } = popover(wrap, button, panel, () => show("login"));

  label();
  account
    .me()
    .then((me) => {
      user = me;
      label();
    })
    .catch(() => {
      /* the server cannot say: shown as logged out */
    });
  return wrap;
}

/** A person's head and shoulders, for the button where its words do not fit (a phone). */
function personIcon() {
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  for (const [k, v] of Object.entries({ viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", class: "account-icon" }))
    svg.setAttribute(k, v);
  const head = document.createElementNS(NS, "circle");
  for (const [k, v] of Object.entries({ cx: 12, cy: 8, r: 4.2, fill: "currentColor" })) head.setAttribute(k, v);
  const body = document.createElementNS(NS, "path");
  body.setAttribute("d", "M3.5 21c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z");
  body.setAttribute("fill", "currentColor");
  svg.append(head, body);
  return svg;
}
